import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
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
  const navigate = useNavigate();
  const presenter = usePresenter(OrderErrorPresenter);
  useEffect(() => {
    void navigate(presenter.returnToPayment(orderId, errorMessage), { replace: true });
  }, [presenter, orderId, errorMessage, navigate]);

  return (
    <OrderResultLayout status="warning" busy title={t('orderResult.error.title')}>
      <Typography.Paragraph>{t('orderResult.error.text')}</Typography.Paragraph>
    </OrderResultLayout>
  );
}
