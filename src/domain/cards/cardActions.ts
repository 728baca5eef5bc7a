import type { Card } from './Card';
import { cardOutOfUse } from './cardDisplayState';

/** Which action buttons the cards screen shows under a card. */
export interface CardActions {
  /** A card issued inactive is activated online (the terms; decided, SPEC section 7 has no call). */
  activate: boolean;
  details: boolean;
  block: boolean;
  unblock: boolean;
  deactivate: boolean;
}

export function cardActions(
  card: Pick<Card, 'state' | 'isBlocked' | 'isCancelled' | 'cancelOptions'>,
): CardActions {
  const outOfUse = cardOutOfUse(card);
  const usable = outOfUse === null;
  return {
    // A blocked card is unblocked first: the issuer refuses to activate it (cardBlocked).
    activate: usable && card.state === 'INACTIVE',
    details: usable,
    block: usable,
    // A cancelled card is gone for good, even if it was blocked before.
    unblock: outOfUse === 'blocked',
    deactivate: usable && card.cancelOptions.length > 0,
  };
}
