import type { Card } from '../../../domain/cards/Card';
import type { Cents } from '../../../domain/money/Cents';
import type { Order } from '../../../domain/orders/Order';
import type { PaymentMethod } from '../../../domain/payment/PaymentMethod';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { conflict } from '../errors';
import { paymentMethodCatalogue } from '../payment/paymentMethodCatalogue';
import type { OrderRecord } from '../state/SandboxState';
import { consumerFunds } from './cardsHeldAndOwed';
import { ownOrder } from './orderAccess';
import { requireOrderableAmount } from './orderAmountCheck';
import { requireEditable } from './orderGuards';
import { priceOrder } from './orderPricing';
import { readOrder } from './orderReads';
import { wireDateTime } from './wireDateTime';

/** The signed-in consumer's order, read by its owner (404 unknown, 403 another consumer's). */
function ownOrderOf(context: SandboxContext, bearer: Bearer, orderId: string): OrderRecord {
  const account = context.requireSession(bearer);
  return ownOrder(context.state, account.id, orderId);
}

/** POST /order/create: a new unpaid order for a card of `amount` cents, priced with the domain's lines. */
export function createOrder(context: SandboxContext, bearer: Bearer, amount: Cents): { orderId: string } {
  const account = context.requireSession(bearer);
  requireOrderableAmount(context.consumerFor(bearer), consumerFunds(context.state, account.id), amount);
  const order: OrderRecord = {
    id: context.nextId('order'),
    consumerId: account.id,
    status: 'created',
    clusterStatus: 'unpaid',
    cardValue: amount,
    discountCodes: [],
    orderLines: [],
    amount: { amount: 0 },
    createdAt: { date: wireDateTime(context.clock()) },
    pendingNoticeAt: null,
    errorMessage: null,
  };
  priceOrder(context.state, order);
  context.state.orders.push(order);
  return { orderId: order.id };
}

export function getOrder(context: SandboxContext, bearer: Bearer, orderId: string): Order {
  return readOrder(context, bearer, ownOrderOf(context, bearer, orderId));
}

/** The consumer's orders, newest first (orders of the same second: the latest created first). */
export function listOrders(context: SandboxContext, bearer: Bearer): Order[] {
  const account = context.requireSession(bearer);
  return context.state.orders
    .filter((order) => order.consumerId === account.id)
    .reverse()
    .sort((a, b) => b.createdAt.date.localeCompare(a.createdAt.date))
    .map((order) => readOrder(context, bearer, order));
}

/** PUT /order/{id}/amount: a new card value while the order is unpaid; applied promo codes stay. */
export function changeOrderAmount(
  context: SandboxContext,
  bearer: Bearer,
  orderId: string,
  amount: Cents,
): Order {
  const order = ownOrderOf(context, bearer, orderId);
  requireEditable(context.state, order);
  requireOrderableAmount(context.consumerFor(bearer), consumerFunds(context.state, order.consumerId), amount);
  order.cardValue = amount;
  priceOrder(context.state, order);
  return readOrder(context, bearer, order);
}

export function paymentMethods(
  context: SandboxContext,
  bearer: Bearer,
  orderId: string,
): { paymethods: PaymentMethod[]; order: Order } {
  const order = getOrder(context, bearer, orderId);
  return { paymethods: paymentMethodCatalogue(), order };
}

/** GET /order/{id}/process: the order as the result pages read it. */
export function processOrder(context: SandboxContext, bearer: Bearer, orderId: string): Order {
  return getOrder(context, bearer, orderId);
}

/** GET /order/{id}/success: the order, with the consumer once it is paid. */
export function orderSuccess(context: SandboxContext, bearer: Bearer, orderId: string): Order {
  return getOrder(context, bearer, orderId);
}

/** GET /order/{id}/cards: the cards the order issued (none before it is paid). */
export function orderCards(context: SandboxContext, bearer: Bearer, orderId: string): Card[] {
  const order = ownOrderOf(context, bearer, orderId);
  readOrder(context, bearer, order);
  const issued = new Set(
    context.state.cards.filter((card) => card.orderId === order.id).map((card) => card.id),
  );
  return context.consumerFor(bearer).cards.filter((card) => issued.has(card.id));
}

/** GET /order/{id}/error: why the last payment failed, or null. */
export function orderError(
  context: SandboxContext,
  bearer: Bearer,
  orderId: string,
): { errorMessage: string | null } {
  return { errorMessage: ownOrderOf(context, bearer, orderId).errorMessage };
}

/**
 * POST /order/{id}/pending: the pending page's notice. Only recorded: a payment left pending
 * settles at the next read of the order (see settleDuePayment).
 */
export function notifyPending(context: SandboxContext, bearer: Bearer, orderId: string): void {
  ownOrderOf(context, bearer, orderId).pendingNoticeAt = context.clock().toISOString();
}

/**
 * POST /order/{id}/cancel: the order's open or pending payments are cancelled, and the order too.
 * A paid order is refused with 409 orderPaid and nothing changes.
 */
export function cancelOrder(context: SandboxContext, bearer: Bearer, orderId: string): void {
  const order = ownOrderOf(context, bearer, orderId);
  if (order.clusterStatus === 'paid')
    throw conflict('orderPaid', 'This order is paid: it can no longer be cancelled.');
  context.state.payments
    .filter(
      (payment) => payment.orderId === order.id && (payment.state === 'open' || payment.state === 'pending'),
    )
    .forEach((payment) => {
      payment.state = 'cancel';
    });
  order.status = 'cancelled';
}
