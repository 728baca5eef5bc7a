import { PENDING_ORDER_RETRY_MS } from '../../../domain/timing';
import type { SandboxContext } from '../SandboxContext';
import { issueCard } from '../cards/issueCard';
import { editProblem } from '../orders/orderGuards';
import { priceAfresh } from '../orders/orderPricing';
import { markPromoCodesUsed } from '../promo/promoUse';
import type { OrderRecord, PaymentRecord, SandboxState } from '../state/SandboxState';
import { paymentsOf } from './paymentRecords';
import { refuseChangedAmount } from './settlementAmount';
import { refuseOverAccountLimit } from './settlementLimit';

/**
 * After a payment: the consumer's other orders still open drop the promo codes now used and are
 * priced again (the first card may no longer be free). Orders with a payment open or pending keep
 * their price: they are priced afresh when that payment settles or fails.
 */
function repriceOpenOrders(context: SandboxContext, consumerId: string): void {
  const { state } = context;
  state.orders
    .filter((order) => order.consumerId === consumerId && editProblem(state, order) === null)
    .forEach((order) => priceAfresh(state, order));
}

/**
 * Whether the money that arrived is refused: the order is priced afresh against the consumer as
 * they are now (promo codes used and cards had since the payment was opened), and must still ask
 * for the amount paid (settlementAmount.ts); its card must fit the level-1 limits
 * (settlementLimit.ts).
 */
function refusedAtSettlement(state: SandboxState, payment: PaymentRecord, order: OrderRecord): boolean {
  priceAfresh(state, order);
  return refuseChangedAmount(payment, order) || refuseOverAccountLimit(state, payment, order);
}

function markPaid(context: SandboxContext, order: OrderRecord, status: 'completed' | 'investigation'): void {
  order.clusterStatus = 'paid';
  order.status = status;
  markPromoCodesUsed(context.state, order.consumerId, order.discountCodes);
  repriceOpenOrders(context, order.consumerId);
}

/**
 * The money arrived: the order is paid and completed, and its card is issued with the card value;
 * unless settlement refuses the money (refusedAtSettlement).
 */
export function approvePayment(context: SandboxContext, payment: PaymentRecord, order: OrderRecord): void {
  if (refusedAtSettlement(context.state, payment, order)) return;
  payment.state = 'approve';
  issueCard(context, order.consumerId, order.id, order.cardValue);
  markPaid(context, order, 'completed');
}

/**
 * The money arrived but the order is under review: paid, status investigation, no card yet (it
 * counts as owed: orders/cardsHeldAndOwed.ts); unless settlement refuses the money (refusedAtSettlement).
 */
export function payUnderInvestigation(
  context: SandboxContext,
  payment: PaymentRecord,
  order: OrderRecord,
): void {
  if (refusedAtSettlement(context.state, payment, order)) return;
  payment.state = 'investigation';
  markPaid(context, order, 'investigation');
}

/**
 * The pending-settlement rule: a payment the provider left pending is approved at the first read
 * of its order once a pending notice was posted after it was left pending, or once
 * PENDING_ORDER_RETRY_MS (30 s) have passed on the clock since then. Approval makes the same checks.
 */
export function settleDuePayment(context: SandboxContext, order: OrderRecord): void {
  const payment = paymentsOf(context.state, order.id).find((candidate) => candidate.state === 'pending');
  if (payment === undefined || payment.leftPendingAt === null) return;
  const leftAt = Date.parse(payment.leftPendingAt);
  const noticed = order.pendingNoticeAt !== null && Date.parse(order.pendingNoticeAt) >= leftAt;
  const waitedLongEnough = context.clock().getTime() - leftAt >= PENDING_ORDER_RETRY_MS;
  if (noticed || waitedLongEnough) approvePayment(context, payment, order);
}
