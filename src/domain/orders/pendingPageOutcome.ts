import { PENDING_ORDER_RETRY_COUNT } from '../timing';
import type { Order } from './Order';

/**
 * goToSuccess: the order is paid.
 * retryLater: ask again after PENDING_ORDER_RETRY_MS.
 * postPendingNotice: tell the server the payment is still pending, then stop asking.
 * giveUp: stop asking; the page keeps showing that the result is awaited.
 */
export type PendingPageOutcome = 'goToSuccess' | 'retryLater' | 'postPendingNotice' | 'giveUp';

/**
 * What the pending page does with the order it fetched.
 * attempt counts the fetches already retried: 0 on arrival, 1 on the (single) retry.
 */
export function pendingPageOutcome(
  order: Pick<Order, 'clusterStatus' | 'status'>,
  attempt: number,
): PendingPageOutcome {
  if (order.clusterStatus === 'paid') return 'goToSuccess';
  if (attempt < PENDING_ORDER_RETRY_COUNT) return 'retryLater';
  if (attempt === PENDING_ORDER_RETRY_COUNT && isStillAwaitingMoney(order)) return 'postPendingNotice';
  return 'giveUp';
}

function isStillAwaitingMoney(order: Pick<Order, 'clusterStatus' | 'status'>): boolean {
  const unpaid = order.clusterStatus === 'unpaid' || order.clusterStatus === 'partially_paid';
  return unpaid && order.status === 'pending_payment';
}
