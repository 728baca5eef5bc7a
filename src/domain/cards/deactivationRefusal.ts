import type { Consumer } from '../consumer/Consumer';
import type { CancelOption, Card } from './Card';
import { deactivationOptions } from './deactivationOptions';
import { transferCandidates } from './transferCandidates';

/** Why the card cannot be deactivated at all (a blocked one is unblocked first). */
export type NotDeactivatable = 'cancelled' | 'blocked' | 'noOption';

/** Why the card cannot be deactivated one way: not at all, or the issuer does not offer that way. */
export type DeactivationRefusal = NotDeactivatable | 'notOffered';

/** Why the balance cannot be transferred; notOffered: the issuer's options, or a balance below the fee. */
export type TransferRefusal = DeactivationRefusal | 'noOtherCard' | 'noEligibleTarget';

/** `options` are the card's, from deactivationOptions; null when it can be deactivated. */
export function notDeactivatable(source: Card, options: readonly CancelOption[]): NotDeactivatable | null {
  if (source.isCancelled) return 'cancelled';
  if (source.isBlocked) return 'blocked';
  return options.length === 0 ? 'noOption' : null;
}

export function deactivationRefusal(
  source: Card,
  options: readonly CancelOption[],
  option: CancelOption,
): DeactivationRefusal | null {
  return notDeactivatable(source, options) ?? (options.includes(option) ? null : 'notOffered');
}

/** Why her card's balance cannot be transferred: none of her other cards, or none that may receive it, is said. */
export function transferRefusal(
  source: Card,
  consumer: Pick<Consumer, 'cards' | 'isFullyKnown'>,
): TransferRefusal | null {
  const refusal = deactivationRefusal(
    source,
    deactivationOptions(source, consumer.cards, consumer),
    'transfer',
  );
  if (refusal !== 'notOffered') return refusal;
  const candidates = transferCandidates(source, consumer.cards, consumer);
  if (candidates.length === 0) return 'noOtherCard';
  return candidates.every((candidate) => candidate.ineligibility !== null) ? 'noEligibleTarget' : refusal;
}
