import { Button, Flex, Form, Input, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import type { PaymentPresenter } from './PaymentPresenter';
import { useMessages } from '../forms/useMessages';

const FIELD_ID = 'payment-promo';
const MESSAGE_ID = 'payment-promo-message';
const APPLIED_ID = 'payment-promo-applied';

/** The promo box: a code to apply, and the codes the order carries, each with Remove. */
export const PromoBox = observer(function PromoBox({ presenter }: { presenter: PaymentPresenter }) {
  const { t, shown } = useMessages();
  const error = presenter.promoError;
  return (
    <div>
      <Form layout="vertical" requiredMark={false} onFinish={() => void presenter.applyPromo()}>
        <Form.Item
          label={t('payment.promo.label')}
          htmlFor={FIELD_ID}
          validateStatus={error ? 'error' : undefined}
          help={error ? <span id={MESSAGE_ID}>{shown(error)}</span> : undefined}
          style={{ marginBottom: 12 }}
        >
          <Flex gap={8}>
            <Input
              id={FIELD_ID}
              autoComplete="off"
              value={presenter.promoText}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? MESSAGE_ID : undefined}
              onChange={(event) => presenter.typePromo(event.target.value)}
            />
            <Button htmlType="submit" loading={presenter.promoBusy}>
              {t('payment.promo.apply')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {presenter.appliedCodes.length > 0 && (
        <>
          <p id={APPLIED_ID} style={{ marginBottom: 8 }}>
            {t('payment.promo.applied')}
          </p>
          <ul aria-labelledby={APPLIED_ID} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {presenter.appliedCodes.map((code) => (
              <li key={code} style={{ marginBottom: 8 }}>
                <Flex align="center" gap={8}>
                  <Tag style={{ fontSize: 14 }}>{code}</Tag>
                  <Button
                    size="small"
                    disabled={presenter.promoBusy}
                    aria-label={t('payment.promo.removeCode', { code })}
                    onClick={() => void presenter.removePromo(code)}
                  >
                    {t('payment.promo.remove')}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
});
