import type { Cents } from '../money/Cents';
import { KYC_LEVEL_1_ACCOUNT_LIMIT } from '../orders/cardLimit';
import type { Consumer } from '../consumer/Consumer';
import type { Card } from './Card';
import { TRANSFER_FEE } from './deactivationFees';

/** Most a consumer who is not fully known may hold on the target once the transfer is done: the level-1 account limit. */
export const UNKNOWN_CONSUMER_TRANSFER_CAP: Cents = KYC_LEVEL_1_ACCOUNT_LIMIT;

type TransferConsumer = Pick<Consumer, 'isFullyKnown'>;

/**
 * The cards the source's balance may move to: another card, neither blocked nor cancelled and,
 * for a consumer who is not fully known, holding at most 150.00 EUR once the 1.00 EUR fee is paid.
 * Decision: balances here are actual balances (the same value the cards are sorted by).
 * Cards are told apart by `id`.
 */
export function transferTargets(source: Card, cards: readonly Card[], consumer: TransferConsumer): Card[] {
  return cards.filter(
    (target) =>
      target.id !== source.id &&
      !target.isBlocked &&
      !target.isCancelled &&
      (consumer.isFullyKnown || withinUnknownConsumerCap(source, target)),
  );
}

function withinUnknownConsumerCap(source: Card, target: Card): boolean {
  const combined = target.actualBalance.amount + source.actualBalance.amount;
  return combined - TRANSFER_FEE <= UNKNOWN_CONSUMER_TRANSFER_CAP;
}

/** Transfer needs more than one card, a source that allows it, and at least one eligible target. */
export function canTransfer(source: Card, cards: readonly Card[], consumer: TransferConsumer): boolean {
  return (
    cards.length > 1 &&
    source.cancelOptions.includes('transfer') &&
    transferTargets(source, cards, consumer).length > 0
  );
}
