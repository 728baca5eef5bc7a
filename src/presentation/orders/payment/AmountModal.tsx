import { Form, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { AmountField } from '../../widgets/AmountField';
import type { OrderAmountBox } from './OrderAmountBox';
import { useMoney } from '../../widgets/useMoney';
import { useTranslation } from 'react-i18next';
import { MessageAlert } from '../../messages/MessageAlert';

/** The amount modal: text box and slider in sync, clamped on blur with the bound named; a failed change shown in it. */
export const AmountModal = observer(function AmountModal({ box }: { box: OrderAmountBox }) {
  const { t } = useTranslation();
  const { money } = useMoney();
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
        <Form layout="vertical" requiredMark={false} onFinish={() => void box.save()}>
          <AmountField
            control={editor.amount}
            message={editor.amount.message}
            id="payment-amount"
            label={t('payment.amount.label')}
            hint={t('payment.amount.hint', {
              min: money(editor.amount.bounds.min),
              max: money(editor.amount.bounds.max),
            })}
            sliderLabel={t('payment.amount.sliderLabel')}
            currency="€"
          />
          <MessageAlert message={editor.save.failure} style={{}} />
        </Form>
      )}
    </Modal>
  );
});
