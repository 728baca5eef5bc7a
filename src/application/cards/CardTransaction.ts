import type { Card } from '../../domain/cards/Card';
import type { DeclineReason } from '../../domain/transactions/declineReason';
import type { Transaction } from '../../domain/transactions/Transaction';

/** A card's transaction, with what the identity check says of it (ListCardTransactions). */
export interface CardTransaction extends Transaction {
  /** The consumer has payments declined for want of identity verification: a blocked one is about it. */
  identityCheckDeclined: boolean;
}

/** What a transaction's detail page shows (ReadTransactionDetail). */
export interface TransactionDetail {
  transaction: CardTransaction;
  card: Card;
  /** Why a declined transaction was declined; null for the others. */
  declineReason: DeclineReason | null;
}
