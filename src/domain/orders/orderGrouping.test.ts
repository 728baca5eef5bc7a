import { ORDER_STATUSES, type OrderStatus } from './Order';
import { groupOrders, isAwaitingPayment } from './orderGrouping';
import { anOrder } from './testing/anOrder';

const awaiting: OrderStatus[] = ['pending_payment', 'created', 'pending_card_creation'];
const others = ORDER_STATUSES.filter((status) => !awaiting.includes(status));

describe('isAwaitingPayment', () => {
  it.each(awaiting)('puts %s in Awaiting payment', (status) => {
    expect(isAwaitingPayment(status)).toBe(true);
  });

  it.each(others)('puts %s in Orders', (status) => {
    expect(isAwaitingPayment(status)).toBe(false);
  });
});

describe('groupOrders', () => {
  it('sends each order to the section of its status', () => {
    const orders = ORDER_STATUSES.map((status, i) => anOrder({ id: `o${i}`, status }));

    const grouped = groupOrders(orders);

    expect(grouped.awaitingPayment.map((o) => o.status).sort()).toEqual([...awaiting].sort());
    expect(grouped.others.map((o) => o.status).sort()).toEqual([...others].sort());
  });

  it('lists each section newest first', () => {
    const old = anOrder({ id: 'old', status: 'created', createdAt: { date: '2025-12-31 23:59:59' } });
    const recent = anOrder({
      id: 'recent',
      status: 'pending_payment',
      createdAt: { date: '2026-01-01 00:00:00' },
    });
    const oldDone = anOrder({
      id: 'oldDone',
      status: 'completed',
      createdAt: { date: '2025-03-01 08:00:00' },
    });
    const newDone = anOrder({
      id: 'newDone',
      status: 'cancelled',
      createdAt: { date: '2025-03-01 08:00:01' },
    });

    const grouped = groupOrders([old, oldDone, recent, newDone]);

    expect(grouped.awaitingPayment.map((o) => o.id)).toEqual(['recent', 'old']);
    expect(grouped.others.map((o) => o.id)).toEqual(['newDone', 'oldDone']);
  });

  it('keeps the server order for orders created at the same second', () => {
    const date = { date: '2026-01-01 12:00:00' };
    const grouped = groupOrders([
      anOrder({ id: 'a', createdAt: date }),
      anOrder({ id: 'b', createdAt: date }),
    ]);

    expect(grouped.awaitingPayment.map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('gives two empty sections for no orders', () => {
    expect(groupOrders([])).toEqual({ awaitingPayment: [], others: [] });
  });

  it('leaves the given list untouched', () => {
    const orders = [
      anOrder({ id: 'a', createdAt: { date: '2025-01-01 00:00:00' } }),
      anOrder({ id: 'b', createdAt: { date: '2026-01-01 00:00:00' } }),
    ];
    groupOrders(orders);
    expect(orders.map((o) => o.id)).toEqual(['a', 'b']);
  });
});
