import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money/formatMoney';
import { ButtonLink } from '../widgets/ButtonLink';
import { ExternalLink } from '../shell/ExternalLink';
import { usePageType } from '../shell/analytics';
import { usePresenter } from '../shell/ContainerContext';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { OrderNumber, OrderResultLayout } from './OrderResultLayout';
import { OrderSuccessPresenter } from './OrderSuccessPresenter';
import { useOrderId } from './useOrderId';
import { useLanguage } from '../i18n/useLanguage';

/** Order success (/order/{orderId}/success): the thank-you page, or the failure screen when not paid. */
export default observer(function OrderSuccessPage() {
  const { t } = useTranslation();
  usePageTitle('orderResult.success.pageTitle');
  usePageType('account');
  const orderId = useOrderId();
  const presenter = usePresenter(OrderSuccessPresenter);
  useEffect(() => presenter.start(orderId), [presenter, orderId]);
  const { screen, cardValue } = presenter;

  const language = useLanguage();
  const product =
    cardValue === null
      ? t('orderResult.productNoAmount')
      : t('orderResult.product', { amount: formatMoney(cardValue, language) });

  switch (screen) {
    case 'paid':
      return (
        <OrderResultLayout
          status="success"
          title={t('orderResult.success.title')}
          actions={
            <ButtonLink type="primary" size="large" to={presenter.continueTo}>
              {t('orderResult.success.continue')}
            </ButtonLink>
          }
        >
          <Typography.Paragraph>{t('orderResult.success.paid', { product })}</Typography.Paragraph>
          <OrderNumber orderId={orderId} />
        </OrderResultLayout>
      );
    case 'failed':
      return (
        <OrderResultLayout
          status="error"
          title={t('orderResult.failure.title')}
          actions={
            <>
              <ButtonLink type="primary" to={paths.buyCard()}>
                {t('orderResult.failure.buyNewCard')}
              </ButtonLink>
              <ExternalLink href={HELP_CENTRE_URL}>{t('orderResult.helpCentre')}</ExternalLink>
            </>
          }
        >
          <Typography.Paragraph>{t('orderResult.failure.text', { product })}</Typography.Paragraph>
          <Typography.Paragraph>
            <OrderNumber orderId={orderId} />
          </Typography.Paragraph>
          <Typography.Paragraph>{t('orderResult.failure.offer')}</Typography.Paragraph>
        </OrderResultLayout>
      );
    case 'signInNeeded':
      return (
        <OrderResultLayout
          status="warning"
          title={t('orderResult.success.signInTitle')}
          actions={
            <Button type="primary" onClick={() => presenter.signIn()}>
              {t('orderResult.success.signInButton')}
            </Button>
          }
        >
          <Typography.Paragraph>{t('orderResult.success.signIn')}</Typography.Paragraph>
          <OrderNumber orderId={orderId} />
        </OrderResultLayout>
      );
    case 'loadFailed':
      return (
        <OrderResultLayout
          status="warning"
          title={t('orderResult.success.loadFailedTitle')}
          actions={
            <Button type="primary" onClick={() => void presenter.retry()}>
              {t('orderResult.success.retry')}
            </Button>
          }
        >
          <Typography.Paragraph>{t('orderResult.success.loadFailed')}</Typography.Paragraph>
          <OrderNumber orderId={orderId} />
        </OrderResultLayout>
      );
    case 'loading':
      return (
        <OrderResultLayout status="info" busy title={t('orderResult.success.loadingTitle')}>
          <Typography.Paragraph>{t('orderResult.success.loading')}</Typography.Paragraph>
        </OrderResultLayout>
      );
  }
});
