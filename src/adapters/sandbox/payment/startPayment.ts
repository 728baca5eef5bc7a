import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { badRequest, conflict } from '../errors';
import { consumerFunds } from '../orders/cardsHeldAndOwed';
import { ownOrder } from '../orders/orderAccess';
import { requireWithinLevelOneLimits } from '../orders/orderAmountCheck';
import { requirePayable } from '../orders/orderGuards';
import { priceAfresh } from '../orders/orderPricing';
import { settleDuePayment } from './settlement';
import { isKnownPaymentMethod } from './paymentMethodCatalogue';
import { SECRET_TOKEN_LENGTH } from '../state/random';
import type { OrderRecord, SandboxState } from '../state/SandboxState';
import { MAX_IDEMPOTENCY_KEYS, MAX_OPEN_PAYMENTS } from '../state/stateLimits';
import { addPayment, isOpenAtProvider, keysHeldBy, paymentOfKey, paymentsOf } from './paymentRecords';

/**
 * Where the provider's (sandbox) payment page for a payment lives. The page needs no session (the
 * provider knows none of the shop's), so the payment id is its only key: at least 128 random bits.
 */
export function paymentPageUrl(origin: string, paymentId: string): string {
  return `${origin}/sandbox/payment/${encodeURIComponent(paymentId)}`;
}

/**
 * 409 unless the consumer may start one more payment now: starting it would hold more than
 * MAX_OPEN_PAYMENTS open at the provider (a payment replacing the order's own open one holds no more),
 * or more than MAX_IDEMPOTENCY_KEYS keys (payments started in the last 24 hours).
 */
function requireRoomForPayment(state: SandboxState, consumerId: string, order: OrderRecord): void {
  if (keysHeldBy(state, consumerId) >= MAX_IDEMPOTENCY_KEYS) {
    throw conflict(
      'tooManyPaymentAttempts',
      `This account started ${MAX_IDEMPOTENCY_KEYS} payments in the last 24 hours: no more can start before the oldest is a day old.`,
    );
  }
  if (paymentsOf(state, order.id).some(isOpenAtProvider)) return;
  const open = state.orders
    .filter((candidate) => candidate.consumerId === consumerId)
    .flatMap((candidate) => paymentsOf(state, candidate.id))
    .filter(isOpenAtProvider).length;
  if (open >= MAX_OPEN_PAYMENTS) {
    throw conflict(
      'tooManyOpenPayments',
      `This account has ${MAX_OPEN_PAYMENTS} payments open at the provider: finish or cancel one before starting another.`,
    );
  }
}

/**
 * POST /order/{id}/payment. A key the consumer used before, for the same order and method, answers the
 * first answer again and creates nothing (whatever happened to the order since); one they used for
 * another of their orders or another method is a 409. Keys are the consumer's own: another consumer's
 * same key is another request. A key is kept 24 hours (longer while its payment is open).
 * Otherwise the order must be payable (400 orderPaid, orderBlocked, orderSuspicious, orderCancelled,
 * paymentPending), the method known, the card must fit the level-1 limits with the cards held
 * and owed (400 accountLimitReached, as when creating the order), and the consumer must have room for
 * one more payment (409 tooManyOpenPayments, tooManyPaymentAttempts: requireRoomForPayment); a still
 * open earlier payment of the order is replaced (it counts as cancelled), the order is priced afresh
 * (another order may have used its promo codes or the free first card meanwhile) and awaits payment of
 * that price.
 */
export function startPayment(
  context: SandboxContext,
  bearer: Bearer,
  orderId: string,
  paymethodId: string,
  idempotencyKey: string,
): { redirectUrl: string } {
  const account = context.requireSession(bearer);
  const order = ownOrder(context.state, account.id, orderId);
  const { state } = context;
  const replayed = paymentOfKey(state, account.id, idempotencyKey);
  if (replayed !== undefined) {
    if (replayed.orderId !== order.id || replayed.paymethodId !== paymethodId) {
      throw conflict('idempotencyKeyReused', 'This idempotency key was already used for another request.');
    }
    return { redirectUrl: paymentPageUrl(context.origin, replayed.paymentId) };
  }
  settleDuePayment(context, order);
  requirePayable(state, order);
  if (!isKnownPaymentMethod(paymethodId)) {
    throw badRequest('unknownPaymentMethod', 'The provider offers no payment method with this id.');
  }
  requireWithinLevelOneLimits(consumerFunds(state, account.id), order.cardValue);
  requireRoomForPayment(state, account.id, order);
  paymentsOf(state, order.id)
    .filter((payment) => payment.state === 'open')
    .forEach((payment) => {
      payment.state = 'cancel';
    });
  priceAfresh(state, order);
  // The provider's page opens and completes a payment by its id alone, so nobody may count to another's.
  const paymentId = `${context.nextId('payment')}.${context.randomText(SECRET_TOKEN_LENGTH)}`;
  addPayment(state, order, {
    paymentId,
    orderId: order.id,
    paymethodId,
    idempotencyKey,
    amount: order.amount.amount,
    openedAt: context.clock().toISOString(),
    state: 'open',
    leftPendingAt: null,
  });
  order.status = 'pending_payment';
  return { redirectUrl: paymentPageUrl(context.origin, paymentId) };
}
