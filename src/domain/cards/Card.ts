import type { Amount } from '../money/Cents';

export type CardState = 'ACTIVE' | 'INACTIVE';
export type CancelOption = 'transfer' | 'new_card' | 'just_cancel';
export type InactivityFeeDisplay = 'NOTIFICATION' | 'WARNING';

export interface InactivityFeeData {
  display: InactivityFeeDisplay;
  /** YYYY-MM-DD: the day the monthly fee starts (or started) to be charged. */
  startingDate: string;
  feeValue: Amount;
}

/** A prepaid virtual card (SPEC section 3). The full number and CVV never appear here: only tokens. */
export interface Card {
  id: string;
  cardId: string;
  numberToken: string;
  cvvToken: string;
  /** MMYY */
  expireDate: string;
  cardNumberLastFour: string;
  state: CardState;
  isBlocked: boolean;
  isCancelled: boolean;
  /** date is 'YYYY-MM-DD HH:MM:SS' */
  createdAt: { date: string };
  actualBalance: Amount;
  availableBalance: Amount;
  cancelOptions: CancelOption[];
  inactivityFeeData: InactivityFeeData | null;
}
