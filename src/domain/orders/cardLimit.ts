import type { Card } from '../cards/Card';
import type { Cents } from '../money/Cents';
import { ORDER_AMOUNT_MIN } from './orderAmount';

/** Without full KYC one purchase may load at most 50 EUR on a card. */
export const KYC_LEVEL_1_PURCHASE_LIMIT: Cents = 5000;
/** Without full KYC the cards together may hold at most 150 EUR. */
export const KYC_LEVEL_1_ACCOUNT_LIMIT: Cents = 15000;

/** What the limits read from a consumer: whether they are fully known, and their cards' funds. */
export interface ConsumerFunds {
  isFullyKnown: boolean;
  cards: readonly Pick<Card, 'isCancelled' | 'availableBalance'>[];
}

/** Money still held on the consumer's cards. Blocked cards count (their funds are still there); cancelled ones do not. */
export function heldBalance(consumer: ConsumerFunds): Cents {
  return consumer.cards
    .filter((card) => !card.isCancelled)
    .reduce((sum, card) => sum + card.availableBalance.amount, 0);
}

/**
 * The most a consumer may load on a new card, or null when only the ordering maximum applies
 * (fully known consumers). Below full KYC it is the 50 EUR purchase limit or what is left
 * under the 150 EUR account limit, whichever is lower (never negative). Fees are not counted:
 * the limits are about money held on cards.
 */
export function maxOrderAmountFor(consumer: ConsumerFunds): Cents | null {
  if (consumer.isFullyKnown) return null;
  const roomLeft = Math.max(0, KYC_LEVEL_1_ACCOUNT_LIMIT - heldBalance(consumer));
  return Math.min(KYC_LEVEL_1_PURCHASE_LIMIT, roomLeft);
}

/**
 * Whether a new card of `cardValue` cents keeps a consumer within the level-1 limits: at most the
 * 50 EUR purchase limit, and the cards not cancelled, the new one included, holding at most
 * 150 EUR. Always true for a fully known consumer.
 */
export function fitsLevelOneLimits(consumer: ConsumerFunds, cardValue: Cents): boolean {
  const most = maxOrderAmountFor(consumer);
  return most === null || cardValue <= most;
}

/**
 * True when a consumer without full KYC cannot buy even the smallest card: the available
 * balances of their cards that are not cancelled, plus the 5 EUR minimum order, would exceed
 * 150 EUR. With 145.00 EUR held a 5 EUR card still fits (exactly 150 EUR); with 145.01 EUR it
 * does not. Fully known consumers never reach it.
 */
export function isCardLimitReached(consumer: ConsumerFunds): boolean {
  if (consumer.isFullyKnown) return false;
  return heldBalance(consumer) + ORDER_AMOUNT_MIN > KYC_LEVEL_1_ACCOUNT_LIMIT;
}
