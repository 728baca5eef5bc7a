import type { TransactionStatus } from './Transaction';
import { parseTransactionStatusSegment, TRANSACTION_KINDS, transactionKind } from './transactionKind';
import { aStatus } from './testing/aTransaction';

function flags(...set: (keyof TransactionStatus)[]): TransactionStatus {
  return {
    isSettled: set.includes('isSettled'),
    isDeclined: set.includes('isDeclined'),
    isNotSettled: set.includes('isNotSettled'),
    isBlocked: set.includes('isBlocked'),
  };
}

describe('transactionKind', () => {
  it.each<[keyof TransactionStatus, string]>([
    ['isSettled', 'settled'],
    ['isDeclined', 'declined'],
    ['isNotSettled', 'pending'],
    ['isBlocked', 'blocked'],
  ])('%s alone reads as %s', (flag, kind) => {
    expect(transactionKind(aStatus(flag))).toBe(kind);
  });

  it.each<[(keyof TransactionStatus)[], string]>([
    [['isBlocked', 'isDeclined'], 'blocked'],
    [['isBlocked', 'isNotSettled'], 'blocked'],
    [['isBlocked', 'isSettled'], 'blocked'],
    [['isDeclined', 'isNotSettled'], 'declined'],
    [['isDeclined', 'isSettled'], 'declined'],
    [['isNotSettled', 'isSettled'], 'pending'],
    [['isSettled', 'isDeclined', 'isNotSettled', 'isBlocked'], 'blocked'],
  ])('with flags %j set it reads as %s', (set, kind) => {
    expect(transactionKind(flags(...set))).toBe(kind);
  });

  it('reads a status with no flag as pending', () => {
    expect(transactionKind(flags())).toBe('pending');
  });
});

describe('parseTransactionStatusSegment', () => {
  it.each([...TRANSACTION_KINDS])('reads the segment %s', (segment) => {
    expect(parseTransactionStatusSegment(segment)).toBe(segment);
  });

  it.each(['', 'Settled', 'notSettled', 'all'])('rejects the segment %j', (segment) => {
    expect(parseTransactionStatusSegment(segment)).toBeNull();
  });
});
