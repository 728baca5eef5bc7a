import type { Consumer } from '../consumer/Consumer';
import type { CancelOption, Card } from './Card';
import { deactivationOptions } from './deactivationOptions';
import { transferCandidates } from './transferCandidates';

/** Why the card cannot be deactivated at all (a blocked one is unblocked first). */
export type NotDeactivatable = 'cancelled' | 'blocked' | 'noOption';

/**
 * Why the card cannot be deactivated one way: not at all, the issuer does not offer that way, or a
 * transfer's target is not among her other cards or may not receive the balance.
 */
export type DeactivationRefusal = NotDeactivatable | 'notOffered' | 'unknownTarget' | 'targetRefused';

/** Why the balance cannot be transferred; notOffered: the issuer's options, or a balance below the fee. */
export type TransferRefusal = NotDeactivatable | 'notOffered' | 'noOtherCard' | 'noEligibleTarget';

/** `options` are the card's, from deactivationOptions; null when it can be deactivated. */
export function notDeactivatable(source: Card, options: readonly CancelOption[]): NotDeactivatable | null {
  if (source.isCancelled) return 'cancelled';
  if (source.isBlocked) return 'blocked';
  return options.length === 0 ? 'noOption' : null;
}

/** `target`: the card a transfer's balance goes to. */
export function deactivationRefusal(
  source: Card,
  consumer: Pick<Consumer, 'cards' | 'isFullyKnown'>,
  option: CancelOption,
  target: string | null = null,
): DeactivationRefusal | null {
  const options = deactivationOptions(source, consumer.cards, consumer);
  const refusal = notDeactivatable(source, options);
  if (refusal !== null || option !== 'transfer') return refusal ?? offered(options, option);
  const receiver = transferCandidates(source, consumer.cards, consumer).find(
    ({ card }) => card.id === target,
  );
  if (receiver === undefined) return 'unknownTarget';
  return receiver.ineligibility === null ? offered(options, option) : 'targetRefused';
}

/** Why her card's balance cannot be transferred: none of her other cards, or none that may receive it, is said. */
export function transferRefusal(
  source: Card,
  consumer: Pick<Consumer, 'cards' | 'isFullyKnown'>,
): TransferRefusal | null {
  const options = deactivationOptions(source, consumer.cards, consumer);
  const refusal = notDeactivatable(source, options) ?? offered(options, 'transfer');
  if (refusal !== 'notOffered') return refusal;
  const candidates = transferCandidates(source, consumer.cards, consumer);
  if (candidates.length === 0) return 'noOtherCard';
  return candidates.every((candidate) => candidate.ineligibility !== null) ? 'noEligibleTarget' : refusal;
}

function offered(options: readonly CancelOption[], option: CancelOption): 'notOffered' | null {
  return options.includes(option) ? null : 'notOffered';
}
