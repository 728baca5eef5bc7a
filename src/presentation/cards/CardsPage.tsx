import { Alert, Button, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../widgets/ButtonLink';
import { MessageAlert } from '../messages/MessageAlert';
import { useMessageText } from '../messages/useMessageText';
import { ExternalLink } from '../shell/ExternalLink';
import { HELP_CENTRE_URL } from '../shell/externalLinks';
import { paths } from '../shell/paths';
import { usePageTitle } from '../shell/usePageTitle';
import { whenIdle } from '../shell/whenIdle';
import { OnceOpened } from '../widgets/OnceOpened';
import { TRANSACTIONS_LIST_SIZE } from '../../domain/transactions/transactionList';
import { BalanceHeading } from './BalanceHeading';
import { CardActions } from './CardActions';
import { CardCarousel } from './CardCarousel';
import { CardFilterBar } from './CardFilterBar';
import { CardLimitPrompt } from './CardLimitPrompt';
import { CardsPresenter } from './CardsPresenter';
import { useCardsQuery } from './useCardsQuery';

/**
 * The room the notice and the transactions keep below the card: what the section takes with its list
 * shown (heading, filter, five rows), which is more than the notice and the section's heading.
 */
const LATE_ROOM = TRANSACTIONS_LIST_SIZE.maxHeight + 160;

/*
 * What the first paint of the card and its balance does not need downloads apart, once the browser is
 * idle after it (issue 42): the transactions section (its virtual list, dates, icons) and the card-details
 * modal (antd's Modal and Form, the code's validation). Each shows in a place kept for it, or over the page.
 */
const loadTransactions = () => import('./transactions/TransactionsSection');
const TransactionsSection = lazy(() =>
  loadTransactions().then((section) => ({ default: section.TransactionsSection })),
);
const CardDetailsPart = lazy(() => import('./CardDetailsPart'));

/** Consumer Cards (/consumer/cards, SPEC section 2). */
export default observer(function CardsPage({ presenter }: { presenter: CardsPresenter }) {
  const { t } = useTranslation();
  const text = useMessageText();
  usePageTitle('cards.page.pageTitle');
  const { view, selected, choose } = useCardsQuery(presenter);
  const offer = presenter.buyOffer;
  const listed = presenter.tilesIn(view);
  const outcome = presenter.actionOutcome;
  // The modal is mounted (closed) once the browser is idle, as it was with the page before: opening
  // it then only shows it. A press before that opens it as soon as its code is there.
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        void loadTransactions();
        setIdle(true);
      }),
    [],
  );

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
      {presenter.hasCards && <CardFilterBar view={view} onChoose={choose} noneListed={listed.length === 0} />}
      {selected && <BalanceHeading card={selected} />}
      <CardCarousel
        cards={listed}
        selectedId={selected?.id ?? null}
        onSelect={(cardId) => choose('selected', cardId)}
        onOrder={() => presenter.buyCard()}
        limitReached={offer !== 'buy'}
      />
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
      {selected && <CardActions card={selected} presenter={presenter} view={view} />}
      {/* With no cards yet (SPEC section 2): say so, and offer the help centre and signing out. */}
      {!presenter.hasCards && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('cards.empty.text')}</Typography.Paragraph>
          <Flex gap={16} align="center" wrap>
            <ExternalLink href={HELP_CENTRE_URL}>{t('cards.empty.help')}</ExternalLink>
            <Button type="link" style={{ padding: 0 }} onClick={() => void presenter.session.signOut()}>
              {t('cards.empty.signOut')}
            </Button>
          </Flex>
        </Flex>
      )}
      {offer === 'buy' && (
        <ButtonLink type="primary" size="large" to={paths.buyCard()}>
          {t('cards.buy.button')}
        </ButtonLink>
      )}
      {offer === 'kycUpgrade' && <CardLimitPrompt selectedId={selected?.id ?? null} />}
      {/*
       * The inactivity-fee notice comes with its own call (SPEC section 2: after buying, before the
       * transactions). What follows it is drawn once that call has answered, with it, in a room kept
       * from the first paint: the card and its balance show from the consumer's answer, and nothing on
       * screen (the footer included) moves when the notice arrives (issue 42).
       */}
      {selected && (
        <div style={{ minHeight: LATE_ROOM }}>
          {presenter.feesSettled && (
            <>
              {selected.inactivityNotice && (
                <Alert
                  type={selected.inactivityNotice.level === 'warning' ? 'warning' : 'info'}
                  // Part of the selected card's face, not news: a note rather than an alert.
                  role="note"
                  showIcon
                  title={text(selected.inactivityNotice.message)}
                  style={{ marginBlock: 16 }}
                />
              )}
              <Suspense fallback={null}>
                <TransactionsSection key={selected.id} card={selected} />
              </Suspense>
            </>
          )}
        </div>
      )}
      <OnceOpened open={idle || presenter.detailsAsked !== null}>
        <CardDetailsPart cards={presenter} />
      </OnceOpened>
    </>
  );
});
