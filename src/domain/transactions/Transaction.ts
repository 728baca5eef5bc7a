import type { Amount } from '../money/Cents';

/** Exactly one flag is expected to be true; the display rules read them in a fixed order. */
export interface TransactionStatus {
  isSettled: boolean;
  isDeclined: boolean;
  isNotSettled: boolean;
  isBlocked: boolean;
}

export interface Transaction {
  id: string;
  merchant: string;
  /** 'YYYY-MM-DD HH:MM:SS' */
  date: string;
  /** Signed, in cents: spending is negative. Shown as an absolute value. */
  transactionAmount: Amount;
  status: TransactionStatus;
}
