import type { Transaction } from './Transaction';
import { transactionKind, type TransactionKind } from './transactionKind';

export const TRANSACTION_FILTERS = ['declined', 'blocked', 'pending', 'settled', 'all'] as const;
export type TransactionFilter = TransactionKind | 'all';
export const DEFAULT_TRANSACTION_FILTER: TransactionFilter = 'all';

/** The transactions of the chosen status (as shown, see transactionKind), in their original order. */
export function filterTransactions<T extends Pick<Transaction, 'status'>>(
  transactions: readonly T[],
  filter: TransactionFilter,
): T[] {
  if (filter === 'all') return [...transactions];
  return transactions.filter((transaction) => transactionKind(transaction.status) === filter);
}

export function isTransactionFilter(value: string): value is TransactionFilter {
  return (TRANSACTION_FILTERS as readonly string[]).includes(value);
}
