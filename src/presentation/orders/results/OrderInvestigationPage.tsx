import { useTranslation } from 'react-i18next';
import { paths } from '../../shell/paths';
import type { PageAt } from '../../shell/PageHost';
import { NextOrHelpCentre, OrderNumber, OrderResultLayout } from './OrderResultLayout';
import { Paragraph } from '../../widgets/Text';

/** Order investigation (/order/{orderId}/investigation): the order is paid but under review. */
export default function OrderInvestigationPage({ at }: { at: PageAt<'orderId'> }) {
  const { t } = useTranslation();
  return (
    <OrderResultLayout
      page="investigation"
      actions={<NextOrHelpCentre to={paths.orders()} label={t('orderResult.myOrders')} />}
    >
      <Paragraph>{t('orderResult.investigation.text')}</Paragraph>
      <OrderNumber orderId={at.params.orderId} />
    </OrderResultLayout>
  );
}
