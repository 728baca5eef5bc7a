import type { Card } from './Card';

/**
 * The card the cards screen shows (SPEC section 2, query `selected`): the card with the requested id,
 * or the first card when none is requested or the id names no card of the consumer; null without cards.
 */
export function selectedCard<T extends Pick<Card, 'id'>>(
  cards: readonly T[],
  requestedId: string | null,
): T | null {
  return cards.find((card) => card.id === requestedId) ?? cards[0] ?? null;
}
