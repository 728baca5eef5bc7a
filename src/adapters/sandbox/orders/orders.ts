import type { Card } from '../../../domain/cards/Card';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Cents } from '../../../domain/money/Cents';
import type { Order } from '../../../domain/orders/Order';
import type { PaymentMethod } from '../../../domain/payment/PaymentMethod';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { conflict } from '../errors';
import { paymentMethodCatalogue } from '../payment/paymentMethodCatalogue';
import { isOpenAtProvider, paymentsOf } from '../payment/paymentRecords';
import type { OrderRecord } from '../state/SandboxState';
import { MAX_UNPAID_ORDERS } from '../state/stateLimits';
import { consumerFunds } from './cardsHeldAndOwed';
import { ownOrder } from './orderAccess';
import { requireOrderableAmount } from './orderAmountCheck';
import { requireEditable } from './orderGuards';
import { priceOrder } from './orderPricing';
import { settleDuePayment } from '../payment/settlement';
import { readOrder } from './orderReads';
import { orderView } from './orderView';
import { wireDateTime } from './wireDateTime';

/** The signed-in consumer's order, read by its owner (404 unknown, 403 another consumer's). */
function ownOrderOf(context: SandboxContext, bearer: Bearer, orderId: string): OrderRecord {
  const account = context.requireSession(bearer);
  return ownOrder(context.state, account.id, orderId);
}

/** Whether the order still awaits the consumer's money: neither paid, cancelled, blocked nor suspicious. */
function awaitsPayment(order: OrderRecord): boolean {
  return (
    (order.clusterStatus === 'unpaid' || order.clusterStatus === 'partially_paid') &&
    order.status !== 'cancelled'
  );
}

/** 409 tooManyUnpaidOrders when the consumer already has MAX_UNPAID_ORDERS orders awaiting payment. */
function requireRoomForOrder(context: SandboxContext, consumerId: string): void {
  const unpaid = context.state.orders.filter(
    (order) => order.consumerId === consumerId && awaitsPayment(order),
  );
  if (unpaid.length < MAX_UNPAID_ORDERS) return;
  throw conflict(
    'tooManyUnpaidOrders',
    `This account has ${MAX_UNPAID_ORDERS} orders awaiting payment: pay or cancel one before ordering another card.`,
  );
}

/**
 * POST /order/create: a new unpaid order for a card of `amount` cents, priced with the domain's lines;
 * refused while the consumer has MAX_UNPAID_ORDERS orders awaiting payment.
 */
export function createOrder(context: SandboxContext, bearer: Bearer, amount: Cents): { orderId: string } {
  const account = context.requireSession(bearer);
  requireOrderableAmount(context.consumerFor(bearer), consumerFunds(context.state, account.id), amount);
  requireRoomForOrder(context, account.id);
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

/**
 * The consumer's orders, newest first (orders of the same second: the latest created first), each read
 * as readOrder does: due pending payments settled first (each order reads its own payments only), then
 * the views, the consumer that paid orders carry computed once for the list.
 */
export function listOrders(context: SandboxContext, bearer: Bearer): Order[] {
  const account = context.requireSession(bearer);
  const orders = context.state.orders
    .filter((order) => order.consumerId === account.id)
    .reverse()
    .sort((a, b) => b.createdAt.date.localeCompare(a.createdAt.date));
  orders.forEach((order) => settleDuePayment(context, order));
  let consumer: Consumer | null = null;
  return orders.map((order) => orderView(order, () => (consumer ??= context.consumerFor(bearer))));
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
  paymentsOf(context.state, order.id)
    .filter(isOpenAtProvider)
    .forEach((payment) => {
      payment.state = 'cancel';
    });
  order.status = 'cancelled';
}
