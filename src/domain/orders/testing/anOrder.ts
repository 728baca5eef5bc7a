import type { Order, OrderLine } from '../Order';

/** A product line of 20.00 EUR; override only what a test is about. */
export function anOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 'line-1',
    type: 'product',
    description: 'card',
    amount: { amount: 2000 },
    discountCode: null,
    ...overrides,
  };
}

/**
 * A fresh, unpaid order for a first 20.00 EUR card: product line plus the 5% service fee
 * (the first card has no creation fee), 21.00 EUR in all. Overriding `amount` does not
 * recompute the lines: give both when a test reads both.
 */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'order-1',
    status: 'created',
    clusterStatus: 'unpaid',
    amount: { amount: 2100 },
    createdAt: { date: '2026-01-15 10:00:00' },
    orderLines: [
      anOrderLine(),
      anOrderLine({ id: 'line-2', type: 'fee', description: 'service', amount: { amount: 100 } }),
    ],
    consumer: null,
    ...overrides,
  };
}
