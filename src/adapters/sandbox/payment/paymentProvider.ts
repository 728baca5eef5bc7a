import type { PaymentOutcome, PaymentSession } from '../../../application/sandbox/ports/SandboxConsole';
import type { SandboxContext } from '../SandboxContext';
import { badRequest, notFound } from '../errors';
import type { OrderRecord, PaymentRecord, SandboxState } from '../state/SandboxState';
import { priceAfresh } from '../orders/orderPricing';
import { findPayment } from './paymentRecords';
import { approvePayment, payUnderInvestigation } from './settlement';
import { wasRefusedAtSettlement } from './settlementRefusal';

const DECLINED_MESSAGE = 'The payment was declined by the provider.';
const BLOCKED_MESSAGE = 'The order has been blocked';
const SUSPICIOUS_MESSAGE = 'The order has been flagged as suspicious';

/** The result page the provider sends the browser back to after each outcome. */
const RETURN_PAGES: Record<PaymentOutcome, string> = {
  approve: 'success',
  decline: 'error',
  cancel: 'cancel',
  pending: 'pending',
  blocked: 'error',
  suspicious: 'error',
  investigation: 'success',
};

function paymentWithOrder(
  state: SandboxState,
  paymentId: string,
): { payment: PaymentRecord; order: OrderRecord } {
  const payment = findPayment(state, paymentId);
  const order = state.orders.find((candidate) => candidate.id === payment?.orderId);
  if (payment === undefined || order === undefined) throw notFound('payment');
  return { payment, order };
}

/** The provider page's view of a payment: its order and the amount it collects. 404 for an unknown id. */
export function paymentSession(context: SandboxContext, paymentId: string): PaymentSession {
  const { payment, order } = paymentWithOrder(context.state, paymentId);
  return { paymentId, orderId: order.id, amount: payment.amount, paymethodId: payment.paymethodId };
}

/**
 * A failed payment: the order awaits a new one, priced afresh (another order may have used its
 * promo codes or the free first card meanwhile), and remembers why (GET /order/{id}/error).
 */
function fail(
  state: SandboxState,
  payment: PaymentRecord,
  order: OrderRecord,
  outcome: PaymentOutcome,
  errorMessage: string | null,
): void {
  payment.state = outcome;
  order.status = 'created';
  if (errorMessage !== null) order.errorMessage = errorMessage;
  priceAfresh(state, order);
}

/** The order is stopped by the provider's checks: it stays unpaid and can never be paid. */
function stop(
  payment: PaymentRecord,
  order: OrderRecord,
  outcome: 'blocked' | 'suspicious',
  errorMessage: string,
): void {
  payment.state = outcome;
  order.clusterStatus = outcome;
  order.errorMessage = errorMessage;
}

function settle(
  context: SandboxContext,
  payment: PaymentRecord,
  order: OrderRecord,
  outcome: PaymentOutcome,
): void {
  switch (outcome) {
    case 'approve':
      return approvePayment(context, payment, order);
    case 'investigation':
      return payUnderInvestigation(context, payment, order);
    case 'decline':
      return fail(context.state, payment, order, outcome, DECLINED_MESSAGE);
    case 'cancel':
      return fail(context.state, payment, order, outcome, null);
    case 'blocked':
      return stop(payment, order, outcome, BLOCKED_MESSAGE);
    case 'suspicious':
      return stop(payment, order, outcome, SUSPICIOUS_MESSAGE);
    case 'pending':
      payment.state = 'pending';
      payment.leftPendingAt = context.clock().toISOString();
      order.status = 'pending_payment';
  }
}

/** The outcome's result page, or the error page when settlement refused the money (settlementRefusal.ts). */
function pageAfter(settled: PaymentRecord, page: string): string {
  return wasRefusedAtSettlement(settled) ? 'error' : page;
}

/**
 * The visitor's choice on the provider's page. Only an open payment can be completed (400
 * paymentClosed otherwise; 404 for an unknown id). Returns the app path the provider sends the
 * browser back to: the error page when settlement refused the money (a changed amount, or a card
 * over the level-1 limits).
 */
export function completePayment(
  context: SandboxContext,
  paymentId: string,
  outcome: PaymentOutcome,
): { returnPath: string } {
  const { payment, order } = paymentWithOrder(context.state, paymentId);
  if (payment.state !== 'open')
    throw badRequest('paymentClosed', 'This payment is already completed or replaced.');
  const page = RETURN_PAGES[outcome];
  if (page === undefined) throw badRequest('unknownOutcome', 'The provider has no such payment outcome.');
  settle(context, payment, order, outcome);
  return { returnPath: `/order/${encodeURIComponent(order.id)}/${pageAfter(payment, page)}` };
}
