import type { Card } from './Card';

/** Which action buttons the cards screen shows under a card. */
export interface CardActions {
  details: boolean;
  block: boolean;
  unblock: boolean;
  deactivate: boolean;
}

export function cardActions(card: Pick<Card, 'isBlocked' | 'isCancelled' | 'cancelOptions'>): CardActions {
  const usable = !card.isBlocked && !card.isCancelled;
  return {
    details: usable,
    block: usable,
    // A cancelled card is gone for good, even if it was blocked before.
    unblock: card.isBlocked && !card.isCancelled,
    deactivate: usable && card.cancelOptions.length > 0,
  };
}
