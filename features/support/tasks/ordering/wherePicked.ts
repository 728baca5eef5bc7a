import assert from 'node:assert/strict';
import type { AmountContext } from '../../../../src/domain/orders/orderAmount';

/** Where a card value is chosen, as the features say it. */
export const WHERE_PICKED = /on the landing page|while ordering a card/;

/** The landing page's order box, or the order box of the card order dialog (ordering a card). */
export function contextOf(where: string): AmountContext {
  if (where === 'on the landing page') return 'landing';
  assert.equal(where, 'while ordering a card', `unknown place "${where}"`);
  return 'ordering';
}
