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
  // The keys spelled out, one by one: the test does not rebuild them the way the code does.
  const KEYS: [OrderStatus, string][] = [
    ['created', 'orders.status.created'],
    ['pending_payment', 'orders.status.pending_payment'],
    ['pending_card_creation', 'orders.status.pending_card_creation'],
    ['investigation', 'orders.status.investigation'],
    ['allegations_unsubstantiated', 'orders.status.allegations_unsubstantiated'],
    ['refund_initialized', 'orders.status.refund_initialized'],
    ['card_creation_postponed', 'orders.status.card_creation_postponed'],
    ['pending_transfer_of_funds', 'orders.status.pending_transfer_of_funds'],
    ['failed_transfer_of_funds', 'orders.status.failed_transfer_of_funds'],
    ['cancelled', 'orders.status.cancelled'],
    ['completed', 'orders.status.completed'],
  ];

  it.each(KEYS)('names the message key of %s', (status, key) => {
    expect(orderStatusKey(status)).toBe(key);
  });

  it('names a key for every status', () => {
    expect(KEYS.map(([status]) => status)).toEqual([...ORDER_STATUSES]);
  });
});
