import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { usePageType } from '../shell/analytics';
import { usePresenter } from '../shell/ContainerContext';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderNumber, OrderResultLayout } from './OrderResultLayout';
import { OrderPendingPresenter } from './OrderPendingPresenter';
import { useOrderId } from './useOrderId';

/** Order pending (/order/{orderId}/pending): waits for the payment's result, asking once more after 30 s. */
export default observer(function OrderPendingPage() {
  const { t } = useTranslation();
  usePageTitle('orderResult.pending.pageTitle');
  usePageType('account');
  const orderId = useOrderId();
  const presenter = usePresenter(OrderPendingPresenter);
  // Watching stops when the page is left.
  useEffect(() => presenter.start(orderId), [presenter, orderId]);
  const { screen } = presenter;

  const waiting = screen === 'waiting';
  return (
    <OrderResultLayout
      status="info"
      busy={waiting}
      title={t('orderResult.pending.title')}
      actions={
        waiting ? undefined : (
          <>
            <ButtonLink type="primary" to={paths.orders()}>
              {t('orderResult.myOrders')}
            </ButtonLink>
            <ButtonLink to={paths.cards()}>{t('orderResult.myCards')}</ButtonLink>
          </>
        )
      }
    >
      <Typography.Paragraph role="status">
        {waiting ? t('orderResult.pending.waiting') : t('orderResult.pending.stopped')}
      </Typography.Paragraph>
      <OrderNumber orderId={orderId} />
    </OrderResultLayout>
  );
});
