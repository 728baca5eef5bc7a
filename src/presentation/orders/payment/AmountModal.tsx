import { Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { AmountField } from '../../widgets/AmountField';
import type { OrderAmountBox } from './OrderAmountBox';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '../../messages/MessageAlert';
import { VerticalForm } from '../../forms/VerticalForm';

/** The amount modal: text box and slider in sync, clamped on blur with the bound named; a failed change shown in it. */
export const AmountModal = observer(function AmountModal({ box }: { box: OrderAmountBox }) {
  const { t } = useTranslation();
  const { editor } = box;
  return (
    <Modal
      open={editor !== null}
      title={t('payment.amount.title')}
      onCancel={() => box.close()}
      onOk={() => void box.save()}
      okText={t('payment.amount.save')}
      cancelText={t('payment.amount.cancel')}
      okButtonProps={{
        loading: editor?.save.running ?? false,
        disabled: editor !== null && !editor.canSave && !editor.save.running,
      }}
      destroyOnHidden
    >
      {editor && (
        <VerticalForm onSubmit={() => void box.save()}>
          <AmountField control={editor.amount} id="payment-amount" texts="payment.amount" />
          <MessageAlert message={editor.save.failure} style={{}} />
        </VerticalForm>
      )}
    </Modal>
  );
});
