import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePageType } from '../../shell/analytics';
import { usePageTitle } from '../../shell/usePageTitle';
import type { OrderErrorPresenter } from './OrderErrorPresenter';
import { OrderNumber, OrderResultLayout } from './OrderResultLayout';

/**
 * Order error (/order/{orderId}/error and its alias /error/{errDomain}/{errCode}): 'There was an error
 * processing your order' while the server is asked what went wrong, then back to Payment, which shows
 * its words; when it cannot say, Try again or go back to Payment anyway.
 * /error/{errorMessage}: the provider's message is carried back to Payment at once.
 */
export default observer(function OrderErrorPage({ presenter }: { presenter: OrderErrorPresenter }) {
  const { t } = useTranslation();
  usePageTitle('orderResult.error.pageTitle');
  usePageType('account');
  const { screen, orderId } = presenter;

  if (screen === 'returning') {
    return (
      <OrderResultLayout status="warning" busy title={t('orderResult.error.returningTitle')}>
        <Typography.Paragraph role="status">{t('orderResult.error.returning')}</Typography.Paragraph>
      </OrderResultLayout>
    );
  }
  const reading = screen === 'reading';
  return (
    <OrderResultLayout
      status={reading ? 'warning' : 'error'}
      busy={reading}
      title={t('orderResult.error.title')}
      actions={
        reading ? undefined : (
          <>
            <Button type="primary" size="large" onClick={() => void presenter.load.retry()}>
              {t('orderResult.error.retry')}
            </Button>
            <Button size="large" onClick={() => presenter.returnToPayment()}>
              {t('orderResult.error.backToPayment')}
            </Button>
          </>
        )
      }
    >
      <Typography.Paragraph role={reading ? 'status' : 'alert'}>
        {reading ? t('orderResult.error.reading') : t('orderResult.error.readFailed')}
      </Typography.Paragraph>
      <OrderNumber orderId={orderId} />
    </OrderResultLayout>
  );
});
