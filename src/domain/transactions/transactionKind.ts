import type { TransactionStatus } from './Transaction';

/** The one status a transaction is shown, filtered and routed by. Also the status route segment. */
export const TRANSACTION_KINDS = ['settled', 'declined', 'pending', 'blocked'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * Exactly one flag should be set. Decision, when several are: blocked, then declined, then
 * pending (not settled), then settled — a problem is never hidden behind a calmer status and
 * money is never shown as settled while another flag says otherwise. No flag at all reads as
 * pending, the status that promises nothing.
 */
export function transactionKind(status: TransactionStatus): TransactionKind {
  if (status.isBlocked) return 'blocked';
  if (status.isDeclined) return 'declined';
  if (status.isNotSettled) return 'pending';
  if (status.isSettled) return 'settled';
  return 'pending';
}

/** The kind a route's {status} segment names, or null for an unknown segment. */
export function parseTransactionStatusSegment(segment: string): TransactionKind | null {
  return TRANSACTION_KINDS.find((kind) => kind === segment) ?? null;
}
