import { ORDER_STATUSES, type OrderStatus } from './Order';
import { isAmountStruckThrough, orderStatusKey } from './orderStatusDisplay';

const struck: OrderStatus[] = ['allegations_unsubstantiated', 'failed_transfer_of_funds', 'cancelled'];

describe('isAmountStruckThrough', () => {
  it.each(struck)('strikes through the amount of a %s order', (status) => {
    expect(isAmountStruckThrough(status)).toBe(true);
  });

  it.each(ORDER_STATUSES.filter((s) => !struck.includes(s)))(
    'shows the amount of a %s order plainly',
    (status) => {
      expect(isAmountStruckThrough(status)).toBe(false);
    },
  );
});

describe('orderStatusKey', () => {
  it.each(ORDER_STATUSES)('names a message key for %s', (status) => {
    expect(orderStatusKey(status)).toBe(`orders.status.${status}`);
  });
});
