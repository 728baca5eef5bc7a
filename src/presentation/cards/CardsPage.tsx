import { Alert, Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePageType } from '../shell/analytics';
import { usePresenter } from '../shell/ContainerContext';
import { usePageTitle } from '../shell/usePageTitle';
import { TransactionsSection } from '../transactions/TransactionsSection';
import { BalanceHeading } from './BalanceHeading';
import { CardCarousel } from './CardCarousel';
import { CardLimitPrompt } from './CardLimitPrompt';
import { CardsPresenter } from './CardsPresenter';
import { NoCards } from './NoCards';
import { OrderCardModal } from './OrderCardModal';
import { useSelectedCardQuery } from './useSelectedCardQuery';

/**
 * Consumer Cards, first version (/consumer/cards, SPEC section 2): the selected card's balance, the
 * carousel of cards ending with the card that opens ordering, the cancelled-payment warning, the buy
 * button or the level-1 card-limit prompt, and help and sign-out when there is no card. Filters,
 * card actions and transactions come with the full cards screen.
 */
export default observer(function CardsPage() {
  const presenter = usePresenter(CardsPresenter);
  const { t } = useTranslation();
  usePageTitle('cards.page.pageTitle');
  usePageType('account');
  const { selected, select } = useSelectedCardQuery((requestedId) => presenter.selectedFor(requestedId));
  const offer = presenter.buyOffer;

  return (
    <>
      <Typography.Title level={1}>{t('cards.page.title')}</Typography.Title>
      {presenter.paymentCancelled && (
        <Alert
          type="warning"
          showIcon
          title={t('cards.page.paymentCancelled')}
          style={{ marginBottom: 16 }}
        />
      )}
      {selected && <BalanceHeading card={selected} />}
      <CardCarousel
        cards={presenter.tiles}
        selectedId={selected?.id ?? null}
        neighbours={selected ? presenter.neighboursOf(selected.id) : undefined}
        onSelect={select}
        onOrder={() => presenter.openOrder()}
        limitReached={offer !== 'buy'}
      />
      <TransactionsSection card={selected} />
      {!presenter.hasCards && <NoCards onSignOut={() => void presenter.signOut()} />}
      {offer === 'buy' && (
        <Button type="primary" size="large" aria-haspopup="dialog" onClick={() => presenter.openOrder()}>
          {t('cards.buy.button')}
        </Button>
      )}
      {offer === 'kycUpgrade' && (
        <CardLimitPrompt selectedId={selected?.id ?? null} limits={presenter.levelOneLimits} />
      )}
      <OrderCardModal open={presenter.orderOpen} onClose={() => presenter.closeOrder()} />
    </>
  );
});
