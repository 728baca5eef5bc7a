import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { PaymentOutcome } from '../../application/sandbox/ports/SandboxConsole';
import { useMoney } from '../widgets/useMoney';
import { usePresenter } from '../shell/ContainerContext';
import { PageLoading } from '../shell/PageLoading';
import { usePageTitle } from '../shell/usePageTitle';
import { SandboxPaymentPresenter } from './payment/SandboxPaymentPresenter';
import { useMessageText } from '../messages/useMessageText';

const OUTCOMES_TITLE_ID = 'sandbox-payment-outcomes';

/** Approving is what a customer usually does: it is the primary button; the rest are alternatives. */
const PRIMARY_OUTCOME: PaymentOutcome = 'approve';

/**
 * The sandbox payment provider (/sandbox/payment/{paymentId}, public): the amount and the method of
 * the payment, and one button per outcome; each returns to the shop's matching result route.
 */
const SandboxPaymentPage = observer(function SandboxPaymentPage() {
  const { paymentId = '' } = useParams();
  const presenter = usePresenter(SandboxPaymentPresenter);
  const { t } = useTranslation();
  const text = useMessageText();
  const { money } = useMoney();
  usePageTitle('payment.sandbox.pageTitle');

  useEffect(() => {
    void presenter.load(paymentId);
  }, [presenter, paymentId]);

  const { payment } = presenter;
  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 640, marginInline: 'auto', paddingBlock: 24 }}>
      <Typography.Title level={1} style={{ marginBottom: 0 }}>
        {t('payment.sandbox.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('payment.sandbox.intro')}</Typography.Paragraph>
      {presenter.loading && <PageLoading />}
      {presenter.loadFailure && <Alert type="error" showIcon title={text(presenter.loadFailure)} />}
      {payment && (
        <Card>
          <dl style={{ margin: '0 0 16px' }}>
            {[
              { key: 'order', label: t('payment.sandbox.order'), value: payment.orderId },
              { key: 'amount', label: t('payment.sandbox.amount'), value: money(payment.amount) },
              { key: 'method', label: t('payment.sandbox.method'), value: presenter.methodName },
            ].map((item) => (
              <Flex key={item.key} gap={16} justify="space-between" style={{ paddingBlock: 4 }}>
                <dt>{item.label}</dt>
                <dd style={{ margin: 0, fontWeight: 600 }}>{item.value}</dd>
              </Flex>
            ))}
          </dl>
          <section aria-labelledby={OUTCOMES_TITLE_ID}>
            <Typography.Title level={2} id={OUTCOMES_TITLE_ID} style={{ fontSize: 18 }}>
              {t('payment.sandbox.outcomesTitle')}
            </Typography.Title>
            <Flex wrap gap={8}>
              {presenter.outcomes.map((outcome) => (
                <Button
                  key={outcome}
                  type={outcome === PRIMARY_OUTCOME ? 'primary' : 'default'}
                  loading={presenter.completing === outcome}
                  disabled={presenter.completing !== null && presenter.completing !== outcome}
                  onClick={() => void presenter.complete(outcome)}
                >
                  {t(`payment.sandbox.outcomes.${outcome}`)}
                </Button>
              ))}
            </Flex>
          </section>
          {presenter.failure && (
            <Alert type="error" showIcon style={{ marginTop: 16 }} title={text(presenter.failure)} />
          )}
        </Card>
      )}
    </Flex>
  );
});

export default SandboxPaymentPage;
