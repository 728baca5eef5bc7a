import { Alert, Button, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { MessageAlert } from '../messages/MessageAlert';
import { useMessageText } from '../messages/useMessageText';
import { paths } from '../shell/paths';
import { usePresenter } from '../shell/ContainerContext';
import { usePageTitle } from '../shell/usePageTitle';
import { TransactionsSection } from './transactions/TransactionsSection';
import { BalanceHeading } from './BalanceHeading';
import { CardDetailsModal } from './CardDetailsModal';
import { CardDetailsPresenter } from './CardDetailsPresenter';
import { CardActions } from './CardActions';
import { CardCarousel } from './CardCarousel';
import { CardFilterBar } from './CardFilterBar';
import { CardLimitPrompt } from './CardLimitPrompt';
import { CardsPresenter } from './CardsPresenter';
import { NoCards } from './NoCards';
import { useCardsQuery } from './useCardsQuery';

/** Consumer Cards (/consumer/cards, SPEC section 2). */
export default observer(function CardsPage({ presenter }: { presenter: CardsPresenter }) {
  const details = usePresenter(CardDetailsPresenter);
  const { t } = useTranslation();
  const text = useMessageText();
  usePageTitle('cards.page.pageTitle');
  const { view, selected, choose } = useCardsQuery((requestedId, cardsView) =>
    presenter.selectedFor(requestedId, cardsView),
  );
  const offer = presenter.buyOffer;
  const listed = presenter.tilesIn(view);
  const outcome = presenter.actions.actionOutcome;

  // "Show all cards" leaves the page with the message it ends: the keyboard focus goes to the filter
  // it set (All, checked) rather than falling to the page's body.
  const filterBar = useRef<HTMLElement>(null);
  const showingAll = useRef(false);
  useEffect(() => {
    if (!showingAll.current || view.filter !== 'all') return;
    showingAll.current = false;
    filterBar.current?.querySelector<HTMLInputElement>('input[name="cards-filter"]:checked')?.focus();
  }, [view.filter]);

  return (
    <>
      <Typography.Title level={1}>{t('cards.page.title')}</Typography.Title>
      {presenter.paymentCancelled && (
        <Alert
          type="warning"
          showIcon
          title={t('cards.page.paymentCancelled.title')}
          description={presenter.paymentCancelledNotes.map((key) => t(key)).join(' ')}
          action={
            offer === 'buy' && (
              <ButtonLink to={paths.buyCard()}>{t('cards.page.paymentCancelled.start')}</ButtonLink>
            )
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {presenter.hasCards && <CardFilterBar ref={filterBar} view={view} onChoose={choose} />}
      {selected && <BalanceHeading card={selected} />}
      {presenter.hasCards && listed.length === 0 && (
        <Typography.Paragraph role="status">
          {t('cards.bar.noneListed')}{' '}
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              showingAll.current = true;
              choose('filter', 'all');
            }}
          >
            {t('cards.bar.showAll')}
          </Button>
        </Typography.Paragraph>
      )}
      <CardCarousel
        cards={listed}
        selectedId={selected?.id ?? null}
        onSelect={(cardId) => choose('selected', cardId)}
        onOrder={() => presenter.buyCard()}
        limitReached={offer !== 'buy'}
      />
      {selected?.inactivityNotice && (
        <Alert
          type={selected.inactivityNotice.level === 'warning' ? 'warning' : 'info'}
          // Part of the selected card's face, not news: a note rather than an alert.
          role="note"
          showIcon
          title={text(selected.inactivityNotice.message)}
          style={{ marginBottom: 16 }}
        />
      )}
      {selected?.expiryNotice && (
        <Alert
          type="warning"
          role="note"
          showIcon
          title={t('cards.expiry.soon', { expiry: selected.expiryNotice.expiry })}
          style={{ marginBottom: 16 }}
        />
      )}
      {outcome && (
        <MessageAlert type={outcome.type === 'success' ? 'success' : 'error'} message={outcome.message} />
      )}
      {selected && (
        <CardActions
          card={selected}
          busyWith={presenter.actions.busyWith}
          justDone={outcome?.type === 'success' && outcome.cardId === selected.id}
          onInPlace={(action) => void presenter.actions.run(action, selected.id, view)}
          onDetails={() => void details.show(selected.id)}
        />
      )}
      {selected && <TransactionsSection key={selected.id} card={selected} />}
      {!presenter.hasCards && <NoCards onSignOut={() => void presenter.signOut()} />}
      {offer === 'buy' && (
        <ButtonLink type="primary" size="large" to={paths.buyCard()}>
          {t('cards.buy.button')}
        </ButtonLink>
      )}
      {offer === 'kycUpgrade' && <CardLimitPrompt selectedId={selected?.id ?? null} />}
      <CardDetailsModal presenter={details} />
    </>
  );
});
