import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderErrorPresenter } from './OrderErrorPresenter';
import { OrderNumber, OrderResultLayout } from './OrderResultLayout';

/** Order error (/order/{orderId}/error…): while the server is asked what went wrong, or when it cannot say. */
export default observer(function OrderErrorPage({ presenter }: { presenter: OrderErrorPresenter }) {
  const { t } = useTranslation();
  const { screen, orderId } = presenter;

  if (screen === 'returning') {
    return (
      <OrderResultLayout page="error" status="warning" busy title={t('orderResult.error.returningTitle')}>
        <Typography.Paragraph role="status">{t('orderResult.error.returning')}</Typography.Paragraph>
      </OrderResultLayout>
    );
  }
  const reading = screen === 'reading';
  return (
    <OrderResultLayout
      page="error"
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
