import { useTranslation } from 'react-i18next';
import { paths } from '../../shell/paths';
import type { PageAt } from '../../shell/routeTable';
import { NextOrHelpCentre, OrderNotice, OrderNumber } from './OrderResultLayout';

/** Order investigation (/order/{orderId}/investigation): the order is paid but under review. */
export default function OrderInvestigationPage({ at }: { at: PageAt<'orderId'> }) {
  const { t } = useTranslation();
  return (
    <OrderNotice
      page="investigation"
      actions={<NextOrHelpCentre to={paths.orders()} label={t('orderResult.myOrders')} />}
    >
      <OrderNumber orderId={at.params.orderId} />
    </OrderNotice>
  );
}
