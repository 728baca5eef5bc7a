import { Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../widgets/ButtonLink';
import { paths } from '../../shell/paths';
import { NextOrHelpCentre, OrderNumber, OrderResultLayout } from './OrderResultLayout';
import type { OrderSuccessPresenter } from './OrderSuccessPresenter';
import { useMoney } from '../../widgets/useMoney';
import { useMessageText } from '../../messages/useMessageText';

/** Order success (/order/{orderId}/success): the thank-you page, or the failure screen when not paid. */
export default observer(function OrderSuccessPage({ presenter }: { presenter: OrderSuccessPresenter }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const { money } = useMoney();
  const { screen, cardValue, orderId, load } = presenter;
  const product =
    cardValue === null
      ? t('orderResult.productNoAmount')
      : t('orderResult.product', { amount: money(cardValue) });

  switch (screen) {
    case 'paid':
      return (
        <OrderResultLayout
          page="success"
          status="success"
          title="success.title"
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
          page="success"
          status="error"
          title="failure.title"
          actions={<NextOrHelpCentre to={paths.buyCard()} label={t('orderResult.failure.buyNewCard')} />}
        >
          <Typography.Paragraph>{t('orderResult.failure.text', { product })}</Typography.Paragraph>
          <Typography.Paragraph>
            <OrderNumber orderId={orderId} />
          </Typography.Paragraph>
          <Typography.Paragraph>{t('orderResult.failure.offer')}</Typography.Paragraph>
        </OrderResultLayout>
      );
    case 'signInNeeded':
    case 'loadFailed': {
      // Signed out meanwhile: sign in again, and the read is replayed; else Try again.
      const signIn = screen === 'signInNeeded';
      return (
        <OrderResultLayout
          page="success"
          status="warning"
          title={signIn ? 'success.signInTitle' : 'success.loadFailedTitle'}
          actions={
            <Button type="primary" onClick={() => void (signIn ? load.signIn() : load.retry())}>
              {t(signIn ? 'orderResult.success.signInButton' : 'orderResult.success.retry')}
            </Button>
          }
        >
          <Typography.Paragraph>
            {signIn ? t('orderResult.success.signIn') : text(load.failure)}
          </Typography.Paragraph>
          <OrderNumber orderId={orderId} />
        </OrderResultLayout>
      );
    }
    case 'loading':
      return (
        <OrderResultLayout page="success" busy title="success.loadingTitle">
          <Typography.Paragraph>{t('orderResult.success.loading')}</Typography.Paragraph>
        </OrderResultLayout>
      );
  }
});
