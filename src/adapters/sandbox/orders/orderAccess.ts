import { forbidden, notFound } from '../errors';
import type { OrderRecord, SandboxState } from '../state/SandboxState';

/** The consumer's own order: 404 when no order has the id, 403 when it is another consumer's. */
export function ownOrder(state: SandboxState, consumerId: string, orderId: string): OrderRecord {
  const order = state.orders.find((candidate) => candidate.id === orderId);
  if (order === undefined) throw notFound('order');
  if (order.consumerId !== consumerId) throw forbidden('order');
  return order;
}
