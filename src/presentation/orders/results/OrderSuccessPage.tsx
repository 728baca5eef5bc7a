import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../widgets/ButtonLink';
import { paths } from '../../shell/paths';
import { NextOrHelpCentre, OrderNumber, OrderResultLayout } from './OrderResultLayout';
import type { OrderSuccessPresenter } from './OrderSuccessPresenter';
import { useMoney } from '../../widgets/useMoney';
import { useMessageText } from '../../messages/useMessageText';
import { Paragraph } from '../../widgets/Text';

/** Each screen's icon and heading (below `orderResult`). */
const SCREENS = {
  paid: { status: 'success', title: 'success.title' },
  failed: { status: 'error', title: 'failure.title' },
  signInNeeded: { status: 'warning', title: 'success.signInTitle' },
  loadFailed: { status: 'warning', title: 'success.loadFailedTitle' },
  loading: { status: 'info', title: 'success.loadingTitle' },
} as const;

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
  const orderNumber = <OrderNumber orderId={orderId} />;
  const texts = {
    paid: [t('orderResult.success.paid', { product }), orderNumber],
    failed: [t('orderResult.failure.text', { product }), orderNumber, t('orderResult.failure.offer')],
    // Signed out meanwhile: sign in again, and the read is replayed; else Try again.
    signInNeeded: [t('orderResult.success.signIn'), orderNumber],
    loadFailed: [text(load.failure), orderNumber],
    loading: [t('orderResult.success.loading')],
  }[screen];
  const actions = {
    paid: (
      <ButtonLink type="primary" size="large" to={presenter.continueTo}>
        {t('orderResult.success.continue')}
      </ButtonLink>
    ),
    failed: <NextOrHelpCentre to={paths.buyCard()} label={t('orderResult.failure.buyNewCard')} />,
    signInNeeded: (
      <Button type="primary" onClick={() => load.signIn()}>
        {t('orderResult.success.signInButton')}
      </Button>
    ),
    loadFailed: (
      <Button type="primary" onClick={() => void load.retry()}>
        {t('orderResult.success.retry')}
      </Button>
    ),
    loading: null,
  }[screen];
  return (
    <OrderResultLayout page="success" {...SCREENS[screen]} busy={screen === 'loading'} actions={actions}>
      {texts.map((line, index) => (
        <Paragraph key={index}>{line}</Paragraph>
      ))}
    </OrderResultLayout>
  );
});
