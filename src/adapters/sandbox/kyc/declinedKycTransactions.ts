import type { Transaction } from '../../../domain/transactions/Transaction';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';

/**
 * GET /consumer/declined-kyc-transactions: the consumer's transactions refused because the
 * identity check is not complete, newest first. A fully known consumer has none.
 */
export function declinedKycTransactions(context: SandboxContext, bearer: Bearer): Transaction[] {
  const account = context.requireSession(bearer);
  if (account.kycLevel === 2) return [];
  return context.state.cards
    .filter((card) => card.consumerId === account.id)
    .flatMap((card) => context.state.transactions[card.id] ?? [])
    .filter((transaction) => transaction.kycRelated)
    .map(({ kycRelated: _kycRelated, ...transaction }) => transaction)
    .sort((a, b) => b.date.localeCompare(a.date));
}
