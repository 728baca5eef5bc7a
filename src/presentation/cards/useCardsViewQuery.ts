import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_CARD_FILTER, type CardFilter } from '../../domain/cards/cardFilter';
import { DEFAULT_CARD_SORT, type CardSort } from '../../domain/cards/cardSort';
import { cardsViewOf, type CardsView } from './cardsView';

const FILTER = 'filter';
const SORT = 'sort';

/**
 * The `filter` and `sort` query of /consumer/cards, the one source of truth for what the carousel
 * lists and in which order, so a reload or a shared link shows the same view. A default value is
 * left out of the URL; an unknown one reads as the default. Changing either replaces the entry (as
 * choosing a card does) and keeps the rest of the query: `selected`, `transactionId`, `status`.
 */
export function useCardsViewQuery(): {
  view: CardsView;
  setFilter: (filter: CardFilter) => void;
  setSort: (sort: CardSort) => void;
} {
  const [query, setQuery] = useSearchParams();
  const view = cardsViewOf(query.get(FILTER), query.get(SORT));

  const write = useCallback(
    (name: string, value: string, defaultValue: string) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === defaultValue) next.delete(name);
          else next.set(name, value);
          return next;
        },
        // Same screen: the page stays where the consumer is.
        { replace: true, preventScrollReset: true },
      ),
    [setQuery],
  );

  const setFilter = useCallback((filter: CardFilter) => write(FILTER, filter, DEFAULT_CARD_FILTER), [write]);
  const setSort = useCallback((sort: CardSort) => write(SORT, sort, DEFAULT_CARD_SORT), [write]);

  return { view, setFilter, setSort };
}
