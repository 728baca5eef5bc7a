import type { Consumer } from '../consumer/Consumer';
import type { Card } from './Card';
import { transferCandidates } from './transferCandidates';

type TransferConsumer = Pick<Consumer, 'isFullyKnown'>;

/**
 * The cards the source's balance may move to: another card, neither blocked nor cancelled and,
 * for a consumer who is not fully known, holding at most 150.00 EUR once the 1.00 EUR fee is paid
 * (the candidates with no ineligibility, see transferCandidates).
 */
export function transferTargets(source: Card, cards: readonly Card[], consumer: TransferConsumer): Card[] {
  return transferCandidates(source, cards, consumer)
    .filter((candidate) => candidate.ineligibility === null)
    .map((candidate) => candidate.card);
}

/**
 * Transfer needs more than one card, a source that allows it, and at least one eligible target.
 * Decision: with no eligible target, transfer is not offered (the choice page says why and the
 * transfer page shows each card with its reason).
 */
export function canTransfer(source: Card, cards: readonly Card[], consumer: TransferConsumer): boolean {
  return (
    cards.length > 1 &&
    source.cancelOptions.includes('transfer') &&
    transferTargets(source, cards, consumer).length > 0
  );
}
