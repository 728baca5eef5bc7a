import type { CardFilter } from './cardFilter';

export interface CardsViewAfterUnblock {
  filter: CardFilter;
  selected: string;
}

/** Once a card is unblocked, every card is listed again (so it is visible) and it is selected. */
export function afterUnblock(cardId: string): CardsViewAfterUnblock {
  return { filter: 'all', selected: cardId };
}
