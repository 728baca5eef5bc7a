import type { Cents } from '../../../domain/money/Cents';
import type { TransactionStatus } from '../../../domain/transactions/Transaction';
import type { TransactionKind } from '../../../domain/transactions/transactionKind';
import type { SandboxContext } from '../SandboxContext';
import { wireDateTime } from '../orders/wireDateTime';
import type { TransactionRecord } from '../state/SandboxState';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A transaction to seed: spending is negative; `daysAgo` counts back from the sandbox clock. */
export interface TransactionSeed {
  merchant: string;
  amount: Cents;
  daysAgo: number;
  kind: TransactionKind;
  /** Refused because the identity check is not complete (read by declined-KYC transactions). */
  kycRelated?: boolean;
}

const FLAG_OF_KIND: Record<TransactionKind, keyof TransactionStatus> = {
  settled: 'isSettled',
  declined: 'isDeclined',
  pending: 'isNotSettled',
  blocked: 'isBlocked',
};

/** Status flags with exactly the flag of that kind set. */
export function statusOf(kind: TransactionKind): TransactionStatus {
  const status: TransactionStatus = {
    isSettled: false,
    isDeclined: false,
    isNotSettled: false,
    isBlocked: false,
  };
  status[FLAG_OF_KIND[kind]] = true;
  return status;
}

/** The instant `days` days before the sandbox clock. */
export function daysBefore(context: SandboxContext, days: number): Date {
  return new Date(context.clock().getTime() - days * DAY_MS);
}

/** Records the seeded transactions of a card, each with its own id, dated back from the clock. */
export function seedTransactions(
  context: SandboxContext,
  cardId: string,
  seeds: readonly TransactionSeed[],
): TransactionRecord[] {
  const records = seeds.map((seed) => ({
    id: context.nextId('tx'),
    merchant: seed.merchant,
    date: wireDateTime(daysBefore(context, seed.daysAgo)),
    transactionAmount: { amount: seed.amount },
    status: statusOf(seed.kind),
    kycRelated: seed.kycRelated ?? false,
  }));
  context.state.transactions[cardId] = [...(context.state.transactions[cardId] ?? []), ...records];
  return records;
}

/**
 * A card's balances after its seeded transactions: settled ones have moved the actual balance;
 * pending ones only hold part of it, so they lower the available balance. Declined and blocked
 * ones moved nothing.
 */
export function balancesAfter(
  loaded: Cents,
  seeds: readonly TransactionSeed[],
): { actual: Cents; available: Cents } {
  const sumOf = (kind: TransactionKind) =>
    seeds.filter((seed) => seed.kind === kind).reduce((sum, seed) => sum + seed.amount, 0);
  const actual = loaded + sumOf('settled');
  return { actual, available: actual + sumOf('pending') };
}
