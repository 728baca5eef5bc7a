import { useTranslation } from 'react-i18next';
import { Button, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { MessageAlert } from '../messages/MessageAlert';
import { PageLoading } from '../shell/PageLoading';
import { usePageTitle } from '../shell/usePageTitle';
import { useMoney } from '../widgets/useMoney';
import type { SandboxPaymentPresenter } from './payment/SandboxPaymentPresenter';
import { Panel } from '../widgets/Panel';

const OUTCOMES_TITLE_ID = 'sandbox-payment-outcomes';

/** The sandbox payment provider (/sandbox/payment/{paymentId}, public): one button per outcome. */
export default observer(function SandboxPaymentPage({ presenter }: { presenter: SandboxPaymentPresenter }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  usePageTitle('payment.sandbox.pageTitle');
  const payment = presenter.payment.value;
  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 640, marginInline: 'auto', paddingBlock: 24 }}>
      <Typography.Title level={1} style={{ marginBottom: 0 }}>
        {t('payment.sandbox.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('payment.sandbox.intro')}</Typography.Paragraph>
      {payment === null && presenter.payment.failure === null && <PageLoading />}
      <MessageAlert message={presenter.payment.failure} style={{}} />
      {payment && (
        <Panel>
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
                  // Approving is what a customer usually does; the rest are alternatives.
                  type={outcome === 'approve' ? 'primary' : 'default'}
                  loading={presenter.completing === outcome}
                  disabled={presenter.completing !== null && presenter.completing !== outcome}
                  onClick={() => void presenter.complete(outcome)}
                >
                  {t(`payment.sandbox.outcomes.${outcome}`)}
                </Button>
              ))}
            </Flex>
          </section>
          <MessageAlert message={presenter.completion.failure} style={{ marginTop: 16 }} />
        </Panel>
      )}
    </Flex>
  );
});
