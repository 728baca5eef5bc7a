import type { Consumer } from '../consumer/Consumer';
import type { CancelOption, Card } from './Card';
import { balanceCoversFee } from './transferredAmount';
import { canTransfer } from './transferTargets';

/** The order the choice page lists them in. */
export const DEACTIVATION_OPTIONS: readonly CancelOption[] = ['just_cancel', 'transfer', 'new_card'];

/**
 * The options the choice page offers for the source card, among those the issuer allows for it.
 * Decisions: a blocked or cancelled card offers none (it cannot be deactivated from the screen);
 * transfer needs `canTransfer`; transfer and new_card need a balance at least equal to their fee.
 */
export function deactivationOptions(
  source: Card,
  cards: readonly Card[],
  consumer: Pick<Consumer, 'isFullyKnown'>,
): CancelOption[] {
  if (source.isBlocked || source.isCancelled) return [];
  return DEACTIVATION_OPTIONS.filter((option) => {
    if (!source.cancelOptions.includes(option)) return false;
    if (!balanceCoversFee(source, option)) return false;
    return option !== 'transfer' || canTransfer(source, cards, consumer);
  });
}
