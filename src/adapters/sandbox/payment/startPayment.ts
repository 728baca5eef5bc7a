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

/**
 * Where the provider's (sandbox) payment page for a payment lives. The page needs no session (the
 * provider knows none of the shop's), so the payment id is its only key: at least 128 random bits.
 */
export function paymentPageUrl(origin: string, paymentId: string): string {
  return `${origin}/sandbox/payment/${encodeURIComponent(paymentId)}`;
}

/**
 * POST /order/{id}/payment. A key seen before, for the same order and method, answers the first
 * answer again and creates nothing (whatever happened to the order since); a key already used for
 * another order (another consumer's, too) or another method is a 409.
 * Otherwise the order must be payable (400 orderPaid, orderBlocked, orderSuspicious, orderCancelled,
 * paymentPending), the method known, and the card must fit the level-1 limits with the cards held
 * and owed (400 accountLimitReached, as when creating the order); a still open earlier payment of
 * the order is replaced (it counts as cancelled), the order is priced afresh (another order may
 * have used its promo codes or the free first card meanwhile) and awaits payment of that price.
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
  const { payments } = context.state;
  const replayed = payments.find((payment) => payment.idempotencyKey === idempotencyKey);
  if (replayed !== undefined) {
    if (replayed.orderId !== order.id || replayed.paymethodId !== paymethodId) {
      throw conflict('idempotencyKeyReused', 'This idempotency key was already used for another request.');
    }
    return { redirectUrl: paymentPageUrl(context.origin, replayed.paymentId) };
  }
  settleDuePayment(context, order);
  requirePayable(context.state, order);
  if (!isKnownPaymentMethod(paymethodId)) {
    throw badRequest('unknownPaymentMethod', 'The provider offers no payment method with this id.');
  }
  requireWithinLevelOneLimits(consumerFunds(context.state, account.id), order.cardValue);
  payments
    .filter((payment) => payment.orderId === order.id && payment.state === 'open')
    .forEach((payment) => {
      payment.state = 'cancel';
    });
  priceAfresh(context.state, order);
  // The provider's page opens and completes a payment by its id alone, so nobody may count to another's.
  const paymentId = `${context.nextId('payment')}.${context.randomText(SECRET_TOKEN_LENGTH)}`;
  payments.push({
    paymentId,
    orderId: order.id,
    paymethodId,
    idempotencyKey,
    amount: order.amount.amount,
    state: 'open',
    leftPendingAt: null,
  });
  order.status = 'pending_payment';
  return { redirectUrl: paymentPageUrl(context.origin, paymentId) };
}
