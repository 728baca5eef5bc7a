import type { Cents } from '../money/Cents';
import type { CancelOption, Card } from './Card';
import { deactivationFee } from './deactivationFees';
import { transferredAmount } from './transferredAmount';

/** What a deactivation costs and what each card holds afterwards, as the pages state it before confirming. */
export interface DeactivationPreview {
  fee: Cents;
  /** What leaves the source for the receiving card (0 when just cancelling). */
  moved: Cents;
  /** What is lost for good: the whole available balance when just cancelling, else nothing. */
  lost: Cents;
  /** The source has nothing left to spend afterwards, whatever the option. */
  sourceAfter: Cents;
  /** What pending payments hold on the source: it stays there for the merchants, whatever the option. */
  held: Cents;
  /**
   * What the receiving card holds afterwards: the new card what was moved, a transfer's receiver its
   * balance plus what was moved; null when just cancelling or when the receiver is not chosen yet.
   */
  receiverAfter: Cents | null;
}

/**
 * The figures of a deactivation (SPEC sections 4 and 9), all from available balances, the ones the
 * Cards screen shows: the moved amount is the source's available balance less the fee
 * (transferredAmount); a transfer's receiver holds its own plus what it receives. Just cancelling
 * loses the available balance. Money held for pending payments stays for the merchants.
 */
export function deactivationPreview(
  source: Pick<Card, 'availableBalance' | 'actualBalance'>,
  option: CancelOption,
  receiver?: Pick<Card, 'availableBalance'>,
): DeactivationPreview {
  const moved = transferredAmount(source, option);
  const held = Math.max(0, source.actualBalance.amount - source.availableBalance.amount);
  const shared = { fee: deactivationFee(option), moved, sourceAfter: 0, held };
  switch (option) {
    case 'just_cancel':
      return { ...shared, lost: source.availableBalance.amount, receiverAfter: null };
    case 'new_card':
      return { ...shared, lost: 0, receiverAfter: moved };
    case 'transfer':
      return {
        ...shared,
        lost: 0,
        receiverAfter: receiver === undefined ? null : receiver.availableBalance.amount + moved,
      };
  }
}
