import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { cardsViewOf, DEFAULT_CARDS_VIEW, type CardsQuery, type CardsView } from './cardsView';

const DEFAULTS: Partial<CardsQuery> = DEFAULT_CARDS_VIEW;

/**
 * The query of /consumer/cards, the one source of truth for what the carousel lists and in which
 * order (`filter`, `sort`: a default left out, an unknown one read as the default) and for the chosen
 * card (`selected`: a missing or unknown one is replaced by the card shown), so a reload or a shared
 * link shows the same. Each change replaces the entry, so Back leaves the cards screen rather than
 * stepping through every card looked at, and keeps the rest of the query (`transactionId`, `status`).
 */
export function useCardsQuery<T extends { id: string }>(
  resolve: (requestedId: string | null, view: CardsView) => T | null,
): {
  view: CardsView;
  selected: T | null;
  choose: <N extends keyof CardsQuery>(name: N, value: CardsQuery[N]) => void;
} {
  const [query, setQuery] = useSearchParams();
  const view = cardsViewOf(query.get('filter'), query.get('sort'));
  const requestedId = query.get('selected');
  const selected = resolve(requestedId, view);
  const shownId = selected?.id ?? null;

  const choose = useCallback(
    <N extends keyof CardsQuery>(name: N, value: CardsQuery[N]) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === DEFAULTS[name]) next.delete(name);
          else next.set(name, value);
          return next;
        },
        // Same screen: the page stays where the consumer is.
        { replace: true, preventScrollReset: true },
      ),
    [setQuery],
  );

  useEffect(() => {
    if (shownId !== null && shownId !== requestedId) choose('selected', shownId);
  }, [shownId, requestedId, choose]);

  return { view, selected, choose };
}
