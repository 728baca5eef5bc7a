import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_CARD_FILTER, type CardFilter } from '../../domain/cards/cardFilter';
import { DEFAULT_CARD_SORT, type CardSort } from '../../domain/cards/cardSort';
import { cardsViewOf, type CardsView } from './cardsView';

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
  setFilter: (filter: CardFilter) => void;
  setSort: (sort: CardSort) => void;
  selected: T | null;
  select: (cardId: string) => void;
} {
  const [query, setQuery] = useSearchParams();
  const view = cardsViewOf(query.get('filter'), query.get('sort'));
  const requestedId = query.get('selected');
  const selected = resolve(requestedId, view);
  const shownId = selected?.id ?? null;

  const write = useCallback(
    (name: string, value: string | null) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        // Same screen: the page stays where the consumer is.
        { replace: true, preventScrollReset: true },
      ),
    [setQuery],
  );
  const select = useCallback((cardId: string) => write('selected', cardId), [write]);
  const setFilter = useCallback(
    (filter: CardFilter) => write('filter', filter === DEFAULT_CARD_FILTER ? null : filter),
    [write],
  );
  const setSort = useCallback(
    (sort: CardSort) => write('sort', sort === DEFAULT_CARD_SORT ? null : sort),
    [write],
  );

  useEffect(() => {
    if (shownId !== null && shownId !== requestedId) select(shownId);
  }, [shownId, requestedId, select]);

  return { view, setFilter, setSort, selected, select };
}
