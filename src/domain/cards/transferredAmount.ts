import type { Cents } from '../money/Cents';
import type { CancelOption, Card } from './Card';
import { deactivationFee } from './deactivationFees';

/**
 * What reaches the other card: the available balance minus the option's fee, never below zero.
 * Decision: money held for pending payments stays on the card for the merchants who will take it;
 * moving it would let it be spent twice. Just cancelling moves nothing (the balance is lost), so it is 0.
 */
export function transferredAmount(source: Pick<Card, 'availableBalance'>, option: CancelOption): Cents {
  if (option === 'just_cancel') return 0;
  return Math.max(0, source.availableBalance.amount - deactivationFee(option));
}

/** Decision: an option that moves money is offered only when the available balance covers its fee (equal is enough). */
export function balanceCoversFee(source: Pick<Card, 'availableBalance'>, option: CancelOption): boolean {
  return source.availableBalance.amount >= deactivationFee(option);
}
