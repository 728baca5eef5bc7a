import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { OrderErrorPresenter } from './OrderErrorPresenter';
import { OrderNumber, OrderResultLayout } from './OrderResultLayout';
import { Paragraph } from '../../widgets/Text';

/** Order error (/order/{orderId}/error…): while the server is asked what went wrong, or when it cannot say. */
export default observer(function OrderErrorPage({ presenter }: { presenter: OrderErrorPresenter }) {
  const { t } = useTranslation();
  const { screen, orderId } = presenter;
  const failed = screen === 'readFailed';
  return (
    <OrderResultLayout
      page="error"
      status={failed ? 'error' : 'warning'}
      busy={!failed}
      title={screen === 'returning' ? 'error.returningTitle' : undefined}
      actions={
        failed && (
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
      <Paragraph role={failed ? 'alert' : 'status'}>{t(`orderResult.error.${screen}`)}</Paragraph>
      {screen !== 'returning' && <OrderNumber orderId={orderId} />}
    </OrderResultLayout>
  );
});
