import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageType } from '../../shell/analytics';
import { usePageTitle } from '../../shell/usePageTitle';
import { OrderResultLayout } from './OrderResultLayout';

/**
 * Order cancel (/order/{orderId}/cancel): posts the cancellation, then always goes to the cards, which
 * show the cancelled-payment warning once.
 */
export default function OrderCancelPage() {
  const { t } = useTranslation();
  usePageTitle('orderResult.cancel.pageTitle');
  usePageType('account');
  return (
    <OrderResultLayout status="info" busy title={t('orderResult.cancel.title')}>
      <Typography.Paragraph>{t('orderResult.cancel.text')}</Typography.Paragraph>
    </OrderResultLayout>
  );
}
