import type { Transaction, TransactionStatus } from '../Transaction';

const NO_FLAG: TransactionStatus = {
  isSettled: false,
  isDeclined: false,
  isNotSettled: false,
  isBlocked: false,
};

/** Status flags with exactly the named flag set, e.g. `aStatus('isBlocked')`. */
export function aStatus(flag: keyof TransactionStatus): TransactionStatus {
  return { ...NO_FLAG, [flag]: true };
}

/** A complete settled purchase of 12.34 EUR for tests. Override only what a test is about. */
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 'tx-1',
    merchant: 'Online Bookshop',
    date: '2026-03-05 14:07:09',
    transactionAmount: { amount: -1234 },
    status: aStatus('isSettled'),
    ...overrides,
  };
}
