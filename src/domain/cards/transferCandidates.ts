import type { Consumer } from '../consumer/Consumer';
import type { Cents } from '../money/Cents';
import { KYC_LEVEL_1_ACCOUNT_LIMIT } from '../orders/cardLimit';
import type { Card } from './Card';
import { TRANSFER_FEE } from './deactivationFees';

/** Most a consumer who is not fully known may hold on the target once the transfer is done: the level-1 account limit. */
export const UNKNOWN_CONSUMER_TRANSFER_CAP: Cents = KYC_LEVEL_1_ACCOUNT_LIMIT;

/**
 * Why a card cannot receive the source's balance (SPEC section 4): it is cancelled, it is blocked, or
 * the consumer is not fully known and the two balances less the 1.00 EUR fee pass 150.00 EUR.
 */
export type TransferIneligibility = 'cancelled' | 'blocked' | 'overCap';

/** One of the consumer's other cards, and whether it may receive the balance. */
export interface TransferCandidate {
  card: Card;
  /** Null when the card may receive the balance. */
  ineligibility: TransferIneligibility | null;
  /** Both available balances less the transfer fee: what the cap is checked against. */
  combinedAfterFee: Cents;
}

/**
 * Every card but the source, in the order given, each with why it cannot receive the balance (null
 * when it can), so a screen shows the refused ones with their reason rather than hiding them. When
 * several reasons hold, the lasting one is named: cancelled before blocked before the cap.
 * Decision: balances here are available balances, the ones the Cards screen shows and the transfer
 * moves (transferredAmount). Cards are told apart by `id`.
 */
export function transferCandidates(
  source: Card,
  cards: readonly Card[],
  consumer: Pick<Consumer, 'isFullyKnown'>,
): TransferCandidate[] {
  return cards
    .filter((card) => card.id !== source.id)
    .map((card) => {
      const combinedAfterFee = card.availableBalance.amount + source.availableBalance.amount - TRANSFER_FEE;
      return { card, ineligibility: ineligibilityOf(card, combinedAfterFee, consumer), combinedAfterFee };
    });
}

function ineligibilityOf(
  card: Card,
  combinedAfterFee: Cents,
  consumer: Pick<Consumer, 'isFullyKnown'>,
): TransferIneligibility | null {
  if (card.isCancelled) return 'cancelled';
  if (card.isBlocked) return 'blocked';
  if (!consumer.isFullyKnown && combinedAfterFee > UNKNOWN_CONSUMER_TRANSFER_CAP) return 'overCap';
  return null;
}
