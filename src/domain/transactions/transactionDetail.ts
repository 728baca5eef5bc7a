import type { Transaction, TransactionStatus } from './Transaction';
import { transactionKind } from './transactionKind';

/** The button at the bottom of the transaction detail page. */
export type TransactionDetailAction =
  /** Back to the cards page with this card selected and the transaction scrolled to. */
  | { action: 'backToCards'; cardId: string; transactionId: string; status: 'settled' }
  /** Start the identity verification (KYC upgrade info), with a help link beside it. */
  | { action: 'startVerification'; helpLink: true }
  /** A link to the external help centre. */
  | { action: 'helpCentre' };

export function transactionDetailAction(
  cardId: string,
  transaction: Pick<Transaction, 'id' | 'status'>,
  hasDeclinedKycTransactions: boolean,
): TransactionDetailAction {
  const kind = transactionKind(transaction.status);
  if (kind === 'settled')
    return { action: 'backToCards', cardId, transactionId: transaction.id, status: kind };
  if (kind === 'blocked' && hasDeclinedKycTransactions)
    return { action: 'startVerification', helpLink: true };
  return { action: 'helpCentre' };
}

export type TransactionLookupKind = 'settlement' | 'authorisation';

/**
 * Which issuer record the detail is read from: a settled transaction has a settlement,
 * the others only an authorisation.
 */
export function transactionLookupKind(status: TransactionStatus): TransactionLookupKind {
  return transactionKind(status) === 'settled' ? 'settlement' : 'authorisation';
}
