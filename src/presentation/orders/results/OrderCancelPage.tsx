import { Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageType } from '../../shell/analytics';
import { usePresenter } from '../../shell/ContainerContext';
import { usePageTitle } from '../../shell/usePageTitle';
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
  const presenter = usePresenter(OrderCancelPresenter);
  useEffect(() => {
    void presenter.cancel(orderId);
    return () => presenter.leave();
  }, [presenter, orderId]);

  return (
    <OrderResultLayout status="info" busy title={t('orderResult.cancel.title')}>
      <Typography.Paragraph>{t('orderResult.cancel.text')}</Typography.Paragraph>
    </OrderResultLayout>
  );
}
