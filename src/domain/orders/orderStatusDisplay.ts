import type { OrderStatus } from './Order';

/** Orders whose money did not (or will not) go to a card: their amount is struck through. */
export const STRUCK_THROUGH_STATUSES: readonly OrderStatus[] = [
  'allegations_unsubstantiated',
  'failed_transfer_of_funds',
  'cancelled',
];

export function isAmountStruckThrough(status: OrderStatus): boolean {
  return STRUCK_THROUGH_STATUSES.includes(status);
}

/** The message key of the status text on an order row, e.g. 'orders.status.pending_payment'. */
export function orderStatusKey(status: OrderStatus): string {
  return `orders.status.${status}`;
}
