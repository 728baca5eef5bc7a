import {
  TRANSACTION_ITEM_HEIGHT,
  TRANSACTION_ROW_HEIGHT,
  TRANSACTIONS_LIST_MAX_HEIGHT,
  TRANSACTIONS_VISIBLE_ROWS,
} from './transactionList';

describe('transaction list sizes', () => {
  it('shows at most 5 rows of 90 pixels, items 100 pixels high', () => {
    expect(TRANSACTIONS_VISIBLE_ROWS).toBe(5);
    expect(TRANSACTION_ROW_HEIGHT).toBe(90);
    expect(TRANSACTION_ITEM_HEIGHT).toBe(100);
    expect(TRANSACTIONS_LIST_MAX_HEIGHT).toBe(450);
  });
});
