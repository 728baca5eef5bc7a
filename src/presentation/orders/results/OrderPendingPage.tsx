import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../widgets/ButtonLink';
import { paths } from '../../shell/paths';
import { OrderNumber, OrderResultLayout } from './OrderResultLayout';
import type { OrderPendingPresenter } from './OrderPendingPresenter';
import { Paragraph } from '../../widgets/Text';

/** Order pending (/order/{orderId}/pending): waits for the payment's result, asking once more after 30 s. */
export default observer(function OrderPendingPage({ presenter }: { presenter: OrderPendingPresenter }) {
  const { t } = useTranslation();
  const { screen, orderId } = presenter;
  return (
    <OrderResultLayout
      page="pending"
      busy={screen === 'waiting'}
      actions={
        screen === 'stopped' && (
          <>
            <ButtonLink type="primary" to={paths.orders()}>
              {t('orderResult.myOrders')}
            </ButtonLink>
            <ButtonLink to={paths.cards()}>{t('orderResult.myCards')}</ButtonLink>
          </>
        )
      }
    >
      <Paragraph role="status">{t(`orderResult.pending.${screen}`)}</Paragraph>
      <OrderNumber orderId={orderId} />
    </OrderResultLayout>
  );
});
