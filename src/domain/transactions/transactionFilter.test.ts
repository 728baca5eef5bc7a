import {
  DEFAULT_TRANSACTION_FILTER,
  filterTransactions,
  isTransactionFilter,
  TRANSACTION_FILTERS,
  type TransactionFilter,
} from './transactionFilter';
import { aStatus, aTransaction } from './testing/aTransaction';

const transactions = [
  aTransaction({ id: 's1', status: aStatus('isSettled') }),
  aTransaction({ id: 'd1', status: aStatus('isDeclined') }),
  aTransaction({ id: 'p1', status: aStatus('isNotSettled') }),
  aTransaction({ id: 'b1', status: aStatus('isBlocked') }),
  aTransaction({ id: 's2', status: aStatus('isSettled') }),
  aTransaction({
    id: 'bd',
    status: { isSettled: false, isDeclined: true, isNotSettled: false, isBlocked: true },
  }),
];

describe('filterTransactions', () => {
  it.each<[TransactionFilter, string[]]>([
    ['all', ['s1', 'd1', 'p1', 'b1', 's2', 'bd']],
    ['settled', ['s1', 's2']],
    ['declined', ['d1']],
    ['pending', ['p1']],
    ['blocked', ['b1', 'bd']],
  ])('the %s filter keeps %j', (filter, ids) => {
    expect(filterTransactions(transactions, filter).map((t) => t.id)).toEqual(ids);
  });

  it('returns a new list even for all', () => {
    expect(filterTransactions(transactions, 'all')).not.toBe(transactions);
  });

  it('starts on all', () => {
    expect(DEFAULT_TRANSACTION_FILTER).toBe('all');
  });

  it.each([...TRANSACTION_FILTERS])('recognises %s', (filter) => {
    expect(isTransactionFilter(filter)).toBe(true);
  });

  it.each(['', 'notSettled', 'All'])('does not recognise %j', (value) => {
    expect(isTransactionFilter(value)).toBe(false);
  });
});
