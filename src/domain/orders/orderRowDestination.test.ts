import { ORDER_STATUSES, type OrderStatus } from './Order';
import { orderRowDestination, type OrderRowDestination } from './orderRowDestination';

const destinations: [OrderStatus, OrderRowDestination][] = [
  ['created', 'payment'],
  ['pending_payment', 'payment'],
  ['investigation', 'investigation'],
  ['pending_card_creation', 'success'],
];
const withDestination = destinations.map(([status]) => status);

describe('orderRowDestination', () => {
  it.each(destinations)('opens a %s order on %s', (status, destination) => {
    expect(orderRowDestination({ status })).toBe(destination);
  });

  it.each(ORDER_STATUSES.filter((s) => !withDestination.includes(s)))(
    'opens nothing for a %s order',
    (status) => {
      expect(orderRowDestination({ status })).toBeNull();
    },
  );
});
