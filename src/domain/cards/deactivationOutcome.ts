import type { CancelOption } from './Card';

/** The {case} segment of the success route. */
export const DEACTIVATION_SUCCESS_CASES = ['cancel', 'new_card', 'old_card'] as const;
export type DeactivationSuccessCase = (typeof DEACTIVATION_SUCCESS_CASES)[number];

/** The confirmation route's {targetCardId} when the balance goes to a new replacement card. */
export const NEW_CARD_TARGET = 'new_card';
/** A card id, or NEW_CARD_TARGET. */
export type TransferTarget = string;

const SUCCESS_CASES: Record<CancelOption, DeactivationSuccessCase> = {
  just_cancel: 'cancel',
  new_card: 'new_card',
  // The balance went to one of the consumer's existing ("old") cards.
  transfer: 'old_card',
};

export function successCaseFor(option: CancelOption): DeactivationSuccessCase {
  return SUCCESS_CASES[option];
}

export function isDeactivationSuccessCase(value: string): value is DeactivationSuccessCase {
  return (DEACTIVATION_SUCCESS_CASES as readonly string[]).includes(value);
}

/** What a confirmation route's target stands for: the literal 'new_card', else a transfer to that card. */
export function optionForTarget(target: TransferTarget): 'new_card' | 'transfer' {
  return target === NEW_CARD_TARGET ? 'new_card' : 'transfer';
}
