import { DEFAULT_CARD_FILTER, isCardFilter, type CardFilter } from '../../domain/cards/cardFilter';
import { DEFAULT_CARD_SORT, isCardSort, type CardSort } from '../../domain/cards/cardSort';

export interface CardsView {
  filter: CardFilter;
  sort: CardSort;
}

/** What the query of /consumer/cards names. */
export type CardsQuery = CardsView & { selected: string };

export const DEFAULT_CARDS_VIEW: CardsView = { filter: DEFAULT_CARD_FILTER, sort: DEFAULT_CARD_SORT };

/** The view the query's `filter` and `sort` name; a missing or unknown value is the default. */
export function cardsViewOf(filter: string | null, sort: string | null): CardsView {
  return {
    filter: filter !== null && isCardFilter(filter) ? filter : DEFAULT_CARD_FILTER,
    sort: sort !== null && isCardSort(sort) ? sort : DEFAULT_CARD_SORT,
  };
}
