import { filterShowing } from './transactionFocus';
import { aStatus, aTransaction } from './testing/aTransaction';

const transactions = [
  aTransaction({ id: 's1', status: aStatus('isSettled') }),
  aTransaction({ id: 'p1', status: aStatus('isNotSettled') }),
];

describe('filterShowing', () => {
  it('opens on the status the URL names when the transaction is listed under it', () => {
    expect(filterShowing(transactions, 'p1', 'pending')).toBe('pending');
  });

  it('opens on all when the transaction now has another status', () => {
    expect(filterShowing(transactions, 'p1', 'settled')).toBe('all');
  });

  it('opens on all for a transaction the card does not have', () => {
    expect(filterShowing(transactions, 'x9', 'settled')).toBe('all');
  });

  it('opens on all without a valid status', () => {
    expect(filterShowing(transactions, 's1', null)).toBe('all');
  });
});
