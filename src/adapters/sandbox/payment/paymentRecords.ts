import type { OrderRecord, PaymentRecord, SandboxState } from '../state/SandboxState';
import { IDEMPOTENCY_KEY_LIFETIME_MINUTES, isOlderThan } from '../state/stateLimits';

/**
 * Where the sandbox keeps payments, and the only code that writes them: indexed by order (reading an
 * order never looks at another order's payments), by payment id (the provider page), and each
 * consumer's idempotency keys by key (a key is the consumer's own: another consumer's same key is
 * another request).
 */

/** The payments of one order, oldest first. */
export function paymentsOf(state: SandboxState, orderId: string): readonly PaymentRecord[] {
  return state.payments[orderId] ?? [];
}

/** Whether the provider still holds the payment: open on its page, or left pending. */
export function isOpenAtProvider(payment: PaymentRecord): boolean {
  return payment.state === 'open' || payment.state === 'pending';
}

export function findPayment(state: SandboxState, paymentId: string): PaymentRecord | undefined {
  const orderId = state.paymentOrders[paymentId];
  return orderId === undefined
    ? undefined
    : paymentsOf(state, orderId).find((p) => p.paymentId === paymentId);
}

/** The consumer's payment started with this idempotency key (kept IDEMPOTENCY_KEY_LIFETIME_MINUTES), if any. */
export function paymentOfKey(
  state: SandboxState,
  consumerId: string,
  key: string,
): PaymentRecord | undefined {
  const paymentId = state.idempotencyKeys[consumerId]?.[key];
  return paymentId === undefined ? undefined : findPayment(state, paymentId);
}

/** How many idempotency keys the consumer holds: one per payment started in the last 24 hours, or still open. */
export function keysHeldBy(state: SandboxState, consumerId: string): number {
  return Object.keys(state.idempotencyKeys[consumerId] ?? {}).length;
}

function index(state: SandboxState, consumerId: string, payment: PaymentRecord): void {
  (state.payments[payment.orderId] ??= []).push(payment);
  state.paymentOrders[payment.paymentId] = payment.orderId;
  (state.idempotencyKeys[consumerId] ??= {})[payment.idempotencyKey] = payment.paymentId;
}

export function addPayment(state: SandboxState, order: OrderRecord, payment: PaymentRecord): void {
  index(state, order.consumerId, payment);
}

/**
 * Forgets the payments that are spent: closed (settled, failed, cancelled or replaced) and opened more
 * than IDEMPOTENCY_KEY_LIFETIME_MINUTES ago, with their keys. A key replayed after that starts a new
 * request, which the order's state then judges (a paid order answers orderPaid).
 */
export function pruneSpentPayments(state: SandboxState, now: Date): void {
  const spent = (payment: PaymentRecord) =>
    !isOpenAtProvider(payment) && isOlderThan(payment.openedAt, IDEMPOTENCY_KEY_LIFETIME_MINUTES, now);
  if (!Object.values(state.payments).some((payments) => payments.some(spent))) return;
  const kept = Object.values(state.payments)
    .flat()
    .filter((payment) => !spent(payment));
  const owners = new Map(state.orders.map((order) => [order.id, order.consumerId]));
  // The three indexes are rebuilt from what is kept: they cannot disagree.
  state.payments = {};
  state.paymentOrders = {};
  state.idempotencyKeys = {};
  for (const payment of kept) {
    const consumerId = owners.get(payment.orderId);
    if (consumerId !== undefined) index(state, consumerId, payment);
  }
}
