import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePageType } from '../shell/analytics';
import { usePresenter } from '../shell/ContainerContext';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderErrorPresenter } from './OrderErrorPresenter';
import { OrderResultLayout } from './OrderResultLayout';

/**
 * Order error (/order/{orderId}/error, /error/{errorMessage} and /error/{errDomain}/{errCode}): raises the
 * payment error flag, with the message when the address carries one, and returns to Payment at once.
 */
export default function OrderErrorPage() {
  const { t } = useTranslation();
  usePageTitle('orderResult.error.pageTitle');
  usePageType('account');
  const { orderId = '', errorMessage } = useParams();
  const presenter = usePresenter(OrderErrorPresenter);
  useEffect(() => presenter.returnToPayment(orderId, errorMessage), [presenter, orderId, errorMessage]);

  return (
    <OrderResultLayout status="warning" busy title={t('orderResult.error.title')}>
      <Typography.Paragraph>{t('orderResult.error.text')}</Typography.Paragraph>
    </OrderResultLayout>
  );
}
