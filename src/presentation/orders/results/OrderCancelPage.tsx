import { useTranslation } from 'react-i18next';
import { OrderResultLayout } from './OrderResultLayout';
import { Paragraph } from '../../widgets/Text';

/** Order cancel (/order/{orderId}/cancel): shown while the cancellation is posted. */
export default function OrderCancelPage() {
  const { t } = useTranslation();
  return (
    <OrderResultLayout page="cancel" busy>
      <Paragraph>{t('orderResult.cancel.text')}</Paragraph>
    </OrderResultLayout>
  );
}
