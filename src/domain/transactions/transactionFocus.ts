import type { Transaction } from './Transaction';
import { filterTransactions, type TransactionFilter } from './transactionFilter';
import type { TransactionKind } from './transactionKind';

/**
 * The filter the transactions section opens on when the cards URL names a transaction and its
 * status (coming back from its detail page). Decision: the status of the URL, so the consumer finds
 * the list as narrowed as the transaction's own status; all when the URL names no valid status or
 * when the transaction is no longer listed under it (its status changed since), so it is never
 * hidden by the filter.
 */
export function filterShowing<T extends Pick<Transaction, 'id' | 'status'>>(
  transactions: readonly T[],
  transactionId: string,
  status: TransactionKind | null,
): TransactionFilter {
  if (status === null) return 'all';
  const listed = filterTransactions(transactions, status).some(
    (transaction) => transaction.id === transactionId,
  );
  return listed ? status : 'all';
}
