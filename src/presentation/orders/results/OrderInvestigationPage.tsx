import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../widgets/ButtonLink';
import { ExternalLink } from '../../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../../shell/externalLinks';
import { paths } from '../../shell/paths';
import type { PageAt } from '../../shell/routeTable';
import { OrderNumber, OrderResultLayout } from './OrderResultLayout';

/** Order investigation (/order/{orderId}/investigation): the order is paid but under review. */
export default function OrderInvestigationPage({ at }: { at: PageAt<'orderId'> }) {
  const { t } = useTranslation();
  return (
    <OrderResultLayout
      page="investigation"
      status="info"
      title={t('orderResult.investigation.title')}
      actions={
        <>
          <ButtonLink type="primary" to={paths.orders()}>
            {t('orderResult.myOrders')}
          </ButtonLink>
          <ExternalLink href={HELP_CENTRE_URL}>{t('orderResult.helpCentre')}</ExternalLink>
        </>
      }
    >
      <Typography.Paragraph>{t('orderResult.investigation.text')}</Typography.Paragraph>
      <OrderNumber orderId={at.params.orderId} />
    </OrderResultLayout>
  );
}
