import { PENDING_ORDER_RETRY_MS } from '../../../domain/timing';
import type { SandboxContext } from '../SandboxContext';
import { issueCard } from '../cards/issueCard';
import { editProblem } from '../orders/orderGuards';
import { priceOrder } from '../orders/orderPricing';
import { hasUsedPromoCode, markPromoCodesUsed } from '../promo/promoUse';
import type { OrderRecord, PaymentRecord } from '../state/SandboxState';
import { refuseChangedAmount } from './settlementAmount';

/**
 * After a payment: the consumer's other orders still open drop the promo codes now used and are
 * priced again (the first card may no longer be free).
 */
function repriceOpenOrders(context: SandboxContext, consumerId: string): void {
  const { state } = context;
  state.orders
    .filter((order) => order.consumerId === consumerId && editProblem(state, order) === null)
    .forEach((order) => {
      order.discountCodes = order.discountCodes.filter((code) => !hasUsedPromoCode(state, consumerId, code));
      priceOrder(state, order);
    });
}

function markPaid(context: SandboxContext, order: OrderRecord, status: 'completed' | 'investigation'): void {
  order.clusterStatus = 'paid';
  order.status = status;
  markPromoCodesUsed(context.state, order.consumerId, order.discountCodes);
  repriceOpenOrders(context, order.consumerId);
}

/**
 * The money arrived: the order is paid and completed, and its card is issued with the card value;
 * unless the order no longer asks for the amount paid (settlementAmount.ts).
 */
export function approvePayment(context: SandboxContext, payment: PaymentRecord, order: OrderRecord): void {
  if (refuseChangedAmount(payment, order)) return;
  payment.state = 'approve';
  issueCard(context, order.consumerId, order.id, order.cardValue);
  markPaid(context, order, 'completed');
}

/**
 * The money arrived but the order is under review: paid, status investigation, no card yet; unless
 * the order no longer asks for the amount paid (settlementAmount.ts).
 */
export function payUnderInvestigation(
  context: SandboxContext,
  payment: PaymentRecord,
  order: OrderRecord,
): void {
  if (refuseChangedAmount(payment, order)) return;
  payment.state = 'investigation';
  markPaid(context, order, 'investigation');
}

/**
 * The pending-settlement rule: a payment the provider left pending is approved at the first read
 * of its order once a pending notice was posted after it was left pending, or once
 * PENDING_ORDER_RETRY_MS (30 s) have passed on the clock since then. Approval checks the amount too.
 */
export function settleDuePayment(context: SandboxContext, order: OrderRecord): void {
  const payment = context.state.payments.find(
    (candidate) => candidate.orderId === order.id && candidate.state === 'pending',
  );
  if (payment === undefined || payment.leftPendingAt === null) return;
  const leftAt = Date.parse(payment.leftPendingAt);
  const noticed = order.pendingNoticeAt !== null && Date.parse(order.pendingNoticeAt) >= leftAt;
  const waitedLongEnough = context.clock().getTime() - leftAt >= PENDING_ORDER_RETRY_MS;
  if (noticed || waitedLongEnough) approvePayment(context, payment, order);
}
