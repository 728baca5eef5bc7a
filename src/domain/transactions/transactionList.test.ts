import { TRANSACTIONS_LIST_SIZE } from './transactionList';

describe('transaction list sizes', () => {
  it('shows at most 5 rows of 90 pixels, items 100 pixels high', () => {
    expect(TRANSACTIONS_LIST_SIZE).toEqual({
      visibleRows: 5,
      rowHeight: 90,
      itemHeight: 100,
      maxHeight: 450,
    });
  });
});
