import type { Card } from './Card';

export const CARD_FILTERS = ['all', 'active', 'deactivated', 'blocked'] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];
export const DEFAULT_CARD_FILTER: CardFilter = 'all';

type FilterableCard = Pick<Card, 'state' | 'isBlocked' | 'isCancelled'>;

/**
 * Decisions (the spec names the filters only):
 * - active: state ACTIVE, not blocked, not cancelled (an INACTIVE card is listed under "all" only);
 * - deactivated: cancelled, whatever else is true;
 * - blocked: blocked and not cancelled (a cancelled card counts as deactivated).
 */
const MATCHES: Record<CardFilter, (card: FilterableCard) => boolean> = {
  all: () => true,
  active: (card) => card.state === 'ACTIVE' && !card.isBlocked && !card.isCancelled,
  deactivated: (card) => card.isCancelled,
  blocked: (card) => card.isBlocked && !card.isCancelled,
};

/** The cards the filter keeps, in their original order. */
export function filterCards<C extends FilterableCard>(cards: readonly C[], filter: CardFilter): C[] {
  return cards.filter(MATCHES[filter]);
}

export function isCardFilter(value: string): value is CardFilter {
  return (CARD_FILTERS as readonly string[]).includes(value);
}
