import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderResultLayout } from './OrderResultLayout';

/** Order cancel (/order/{orderId}/cancel): shown while the cancellation is posted. */
export default function OrderCancelPage() {
  const { t } = useTranslation();
  return (
    <OrderResultLayout page="cancel" busy>
      <Typography.Paragraph>{t('orderResult.cancel.text')}</Typography.Paragraph>
    </OrderResultLayout>
  );
}
