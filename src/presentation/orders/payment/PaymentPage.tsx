import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../messages/useMessageText';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { OnceOpened } from '../../widgets/OnceOpened';
import { PaymentMethods } from './PaymentMethods';
import type { PaymentPresenter } from './PaymentPresenter';
import type { SessionCountdown } from './SessionCountdown';
import { PriceBreakdown } from './PriceBreakdown';
import { PromoBox } from './PromoBox';
import { Panel } from '../../widgets/Panel';
import { Heading, Paragraph } from '../../widgets/Text';
import { Notice } from '../../widgets/Notice';

// The amount modal (antd's Modal, the amount's field) downloads when it is first opened.
const AmountModal = lazy(() => import('./AmountModal').then((modal) => ({ default: modal.AmountModal })));

/** 'Your session ends in 19:42': a timer, which assistive technology reads on request, not every second. */
const SessionCountdownText = observer(function SessionCountdownText({
  countdown,
}: {
  countdown: SessionCountdown;
}) {
  const { t } = useTranslation();
  if (countdown.display === null) return null;
  return (
    <Paragraph role="timer" style={{ marginBottom: 0 }}>
      {t('payment.countdown.text', { time: countdown.display })}
    </Paragraph>
  );
});

/** Payment (/order/{orderId}/payment, signed in): choose a method, check the price, pay. */
export default observer(function PaymentPage({ presenter }: { presenter: PaymentPresenter }) {
  const { t } = useTranslation();
  const text = useMessageText();
  usePageTitle('payment.pageTitle');

  const { breakdown } = presenter;
  return (
    <Flex vertical gap={16} style={{ width: '100%', maxWidth: 960, marginInline: 'auto', paddingBlock: 24 }}>
      <Heading level={1} style={{ marginBottom: 0 }}>
        {t('payment.title')}
      </Heading>
      <SessionCountdownText countdown={presenter.countdown} />
      {presenter.providerError && (
        <Notice
          type="error"
          title={t(presenter.providerError.heading)}
          description={text(presenter.providerError.message) ?? undefined}
        />
      )}
      {presenter.loading ? (
        <PageLoading />
      ) : (
        <Flex wrap gap={24} align="start">
          <Panel style={{ flex: '1 1 320px', minWidth: 0 }}>
            <PaymentMethods presenter={presenter} />
          </Panel>
          {breakdown && (
            <Panel style={{ flex: '1 1 320px', minWidth: 0 }}>
              <Flex vertical gap={16}>
                <PriceBreakdown breakdown={breakdown} onEditAmount={() => presenter.amount.open(presenter)} />
                <PromoBox box={presenter.promo} />
              </Flex>
            </Panel>
          )}
        </Flex>
      )}
      <OnceOpened open={presenter.amount.editor !== null}>
        <AmountModal box={presenter.amount} />
      </OnceOpened>
    </Flex>
  );
});
