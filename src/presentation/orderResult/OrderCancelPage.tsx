import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageType } from '../shell/analytics';
import { usePresenter } from '../shell/ContainerContext';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderCancelPresenter } from './OrderCancelPresenter';
import { OrderResultLayout } from './OrderResultLayout';
import { useOrderId } from './useOrderId';

/**
 * Order cancel (/order/{orderId}/cancel): posts the cancellation, then always goes to the cards, which
 * show the cancelled-payment warning once.
 */
export default function OrderCancelPage() {
  const { t } = useTranslation();
  usePageTitle('orderResult.cancel.pageTitle');
  usePageType('account');
  const orderId = useOrderId();
  const navigate = useNavigate();
  const presenter = usePresenter(OrderCancelPresenter);
  useEffect(() => {
    let here = true;
    void presenter.cancel(orderId).then((to) => {
      if (here) void navigate(to, { replace: true });
    });
    return () => {
      here = false;
    };
  }, [presenter, orderId, navigate]);

  return (
    <OrderResultLayout status="info" busy title={t('orderResult.cancel.title')}>
      <Typography.Paragraph>{t('orderResult.cancel.text')}</Typography.Paragraph>
    </OrderResultLayout>
  );
}
