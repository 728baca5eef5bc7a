import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useMessageText } from '../messages/useMessageText';
import { Notice } from '../widgets/Notice';
import { TRANSACTIONS_LIST_SIZE } from '../../domain/transactions/transactionList';
import type { CardsPresenter, CardTile } from './CardsPresenter';

/**
 * The room the notice and the transactions keep below the card: what the section takes with its list
 * shown (heading, filter, five rows), which is more than the notice and the section's heading.
 */
const LATE_ROOM = TRANSACTIONS_LIST_SIZE.maxHeight + 160;

/**
 * The transactions section (its virtual list, dates, icons) downloads apart from the card and its
 * balance, once the browser is idle after their first paint (issue 42), or when the fee call answers.
 */
export const loadTransactions = () => import('./transactions/TransactionsSection');
const TransactionsSection = lazy(() =>
  loadTransactions().then((section) => ({ default: section.TransactionsSection })),
);

/**
 * What follows the selected card: its inactivity-fee notice, which comes with its own call (SPEC
 * section 2: after buying, before the transactions), then the transactions, drawn once that call has
 * answered, in a room kept from the first paint. The card and its balance show from the consumer's
 * answer, and nothing on screen (the footer included) moves when the notice arrives. An observer of its
 * own: the fee answer draws this part again, not the page, and in a deferred render, which React does in
 * slices of a few milliseconds, so a tap meanwhile is answered at once.
 */
export const CardLatePart = observer(function CardLatePart({
  presenter,
  card,
}: {
  presenter: CardsPresenter;
  card: CardTile;
}) {
  const text = useMessageText();
  const notice = presenter.inactivityNoticeOf(card.id);
  const feesSettled = useDeferredValue(presenter.feesSettled);
  return (
    <div style={{ minHeight: LATE_ROOM }}>
      {feesSettled && (
        <>
          {notice && (
            <Notice
              type={notice.level === 'warning' ? 'warning' : 'info'}
              // Part of the selected card's face, not news: a note rather than an alert.
              role="note"
              title={text(notice.message)}
              style={{ marginBlock: 16 }}
            />
          )}
          <Suspense fallback={null}>
            <TransactionsSection key={card.id} card={card} />
          </Suspense>
        </>
      )}
    </div>
  );
});
