import { Alert, Form, Input, Modal, Slider } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PaymentPresenter } from './PaymentPresenter';
import { ShownMessage } from './ShownMessage';
import { useMoney } from './useMoney';

const FIELD_ID = 'payment-amount';
const HINT_ID = 'payment-amount-hint';
const MESSAGE_ID = 'payment-amount-message';
const FORM_ID = 'payment-amount-form';

/**
 * The amount modal: text box and slider in sync inside the ordering bounds (the maximum lowered by the
 * consumer's maxAllowedAmount), clamped on blur with the bound named; a failed change shows the
 * server's message in the dialog.
 */
export const AmountModal = observer(function AmountModal({ presenter }: { presenter: PaymentPresenter }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const editor = presenter.amountEditor;
  const error = editor?.fieldError ?? null;
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
          <Form.Item
            label={t('payment.amount.label')}
            htmlFor={FIELD_ID}
            validateStatus={error ? 'error' : undefined}
            help={
              error ? (
                <span id={MESSAGE_ID}>
                  {t(error.key, 'bound' in error ? { bound: money(error.bound) } : {})}
                </span>
              ) : undefined
            }
            extra={
              <span id={HINT_ID} style={{ color: 'rgba(0, 0, 0, 0.65)' }}>
                {t('payment.amount.hint', { min: money(editor.bounds.min), max: money(editor.bounds.max) })}
              </span>
            }
          >
            <Input
              id={FIELD_ID}
              inputMode="numeric"
              autoComplete="off"
              value={editor.text}
              suffix={<span aria-hidden="true">€</span>}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${MESSAGE_ID} ${HINT_ID}` : HINT_ID}
              onChange={(event) => editor.type(event.target.value)}
              onBlur={() => editor.blur()}
            />
          </Form.Item>
          <Slider
            min={editor.bounds.min}
            max={editor.bounds.max}
            step={100}
            value={editor.sliderCents}
            onChange={(cents: number) => editor.slide(cents)}
            ariaLabelForHandle={t('payment.amount.sliderLabel')}
            ariaValueTextFormatterForHandle={(cents) => money(cents ?? editor.sliderCents)}
            tooltip={{ formatter: (cents) => (cents === undefined ? null : money(cents)) }}
          />
          {editor.failure && (
            <Alert type="error" showIcon title={<ShownMessage message={editor.failure} />} />
          )}
        </Form>
      )}
    </Modal>
  );
});
