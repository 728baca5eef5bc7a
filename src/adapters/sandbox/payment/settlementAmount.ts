import type { OrderRecord, PaymentRecord } from '../state/SandboxState';
import { refuseMoney } from './settlementRefusal';

export const AMOUNT_CHANGED_MESSAGE =
  'The amount to pay changed after the payment was opened: nothing was charged. Please pay again.';

/**
 * The check made when money arrives, once the order is priced afresh (settlement.ts): the order
 * must still ask for the amount the payment was opened for. The API refuses price changes while a
 * payment is open (409 paymentOpen), so a difference means the consumer changed meanwhile (another
 * order used a promo code of this one, or took the free first card) or the order changed behind
 * that guard; then the provider's money is refused rather than loading a card the payment did not
 * pay for. The payment fails, the order awaits a new payment at its new price and
 * GET /order/{id}/error tells why. Answers whether it refused.
 */
export function refuseChangedAmount(payment: PaymentRecord, order: OrderRecord): boolean {
  if (payment.amount === order.amount.amount) return false;
  refuseMoney(payment, order, 'amountChanged', AMOUNT_CHANGED_MESSAGE);
  return true;
}
