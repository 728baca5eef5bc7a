import type { Order } from './Order';

/** Where a click on an order row leads: Payment, OrderProcessInvestigation or Order Success. */
export type OrderRowDestination = 'payment' | 'investigation' | 'success';

/** null: the row leads nowhere (the spec gives no destination for the other statuses). */
export function orderRowDestination(order: Pick<Order, 'status'>): OrderRowDestination | null {
  switch (order.status) {
    case 'created':
    case 'pending_payment':
      return 'payment';
    case 'investigation':
      return 'investigation';
    case 'pending_card_creation':
      return 'success';
    default:
      return null;
  }
}
