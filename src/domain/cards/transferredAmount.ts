import type { Cents } from '../money/Cents';
import type { CancelOption, Card } from './Card';
import { deactivationFee } from './deactivationFees';

/**
 * What reaches the other card: the actual balance minus the option's fee, never below zero.
 * Just cancelling moves nothing (the balance is lost), so it is 0.
 */
export function transferredAmount(source: Pick<Card, 'actualBalance'>, option: CancelOption): Cents {
  if (option === 'just_cancel') return 0;
  return Math.max(0, source.actualBalance.amount - deactivationFee(option));
}

/** Decision: an option that moves money is offered only when the balance covers its fee (equal is enough). */
export function balanceCoversFee(source: Pick<Card, 'actualBalance'>, option: CancelOption): boolean {
  return source.actualBalance.amount >= deactivationFee(option);
}
