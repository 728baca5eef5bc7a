import type { Cents } from '../money/Cents';
import type { CancelOption } from './Card';

/** Moving the balance to another existing card. */
export const TRANSFER_FEE: Cents = 100;
/** Moving the balance to a new replacement card. */
export const NEW_CARD_FEE: Cents = 350;

const FEES: Record<CancelOption, Cents> = {
  just_cancel: 0,
  transfer: TRANSFER_FEE,
  new_card: NEW_CARD_FEE,
};

/** What the option costs; just cancelling is free (and the balance is lost). */
export function deactivationFee(option: CancelOption): Cents {
  return FEES[option];
}
