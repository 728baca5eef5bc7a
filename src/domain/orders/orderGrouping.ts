import type { Order, OrderStatus } from './Order';

/** Orders still waiting for money or for their card: the "Awaiting payment" section. */
export const AWAITING_PAYMENT_STATUSES: readonly OrderStatus[] = [
  'pending_payment',
  'created',
  'pending_card_creation',
];

export function isAwaitingPayment(status: OrderStatus): boolean {
  return AWAITING_PAYMENT_STATUSES.includes(status);
}

export interface GroupedOrders {
  /** Section "Awaiting payment". */
  awaitingPayment: Order[];
  /** Section "Orders": every other status. */
  others: Order[];
}

/**
 * Splits the orders list into its two sections, each newest first.
 * createdAt is 'YYYY-MM-DD HH:MM:SS', so comparing the strings compares the dates; orders
 * created at the same second keep the order the server sent them in.
 */
export function groupOrders(orders: readonly Order[]): GroupedOrders {
  const newestFirst = [...orders].sort((a, b) => b.createdAt.date.localeCompare(a.createdAt.date));
  return {
    awaitingPayment: newestFirst.filter((order) => isAwaitingPayment(order.status)),
    others: newestFirst.filter((order) => !isAwaitingPayment(order.status)),
  };
}
