import { Alert, Form, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { AmountField } from '../widgets/AmountField';
import type { PaymentPresenter } from './PaymentPresenter';
import { useMoney } from '../widgets/useMoney';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../messages/useMessageText';

const FORM_ID = 'payment-amount-form';

/**
 * The amount modal: text box and slider in sync inside the ordering bounds (the maximum lowered by the
 * consumer's maxAllowedAmount), clamped on blur with the bound named; a failed change shows the
 * server's message in the dialog.
 */
export const AmountModal = observer(function AmountModal({ presenter }: { presenter: PaymentPresenter }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { money } = useMoney();
  const editor = presenter.amountEditor;
  return (
    <Modal
      open={editor !== null}
      title={t('payment.amount.title')}
      onCancel={() => presenter.closeAmountEditor()}
      onOk={() => void presenter.saveAmount()}
      okText={t('payment.amount.save')}
      cancelText={t('payment.amount.cancel')}
      okButtonProps={{
        loading: editor?.saving ?? false,
        disabled: editor !== null && !editor.canSave && !editor.saving,
      }}
      destroyOnHidden
    >
      {editor && (
        <Form
          id={FORM_ID}
          layout="vertical"
          requiredMark={false}
          onFinish={() => void presenter.saveAmount()}
        >
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
          {editor.failure && <Alert type="error" showIcon title={text(editor.failure)} />}
        </Form>
      )}
    </Modal>
  );
});
