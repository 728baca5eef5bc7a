import type { OrderRecord, PaymentRecord } from '../state/SandboxState';

export const AMOUNT_CHANGED_MESSAGE =
  'The amount to pay changed after the payment was opened: nothing was charged. Please pay again.';

/**
 * The check made when money arrives: the order must still ask for the amount the payment was opened
 * for. The API refuses price changes while a payment is open (409 paymentOpen), so a difference means
 * the order changed behind that guard; then the provider's money is refused rather than loading a
 * card the payment did not pay for. The payment fails, the order awaits a new payment and
 * GET /order/{id}/error tells why. Answers whether it refused.
 */
export function refuseChangedAmount(payment: PaymentRecord, order: OrderRecord): boolean {
  if (payment.amount === order.amount.amount) return false;
  payment.state = 'amountChanged';
  order.status = 'created';
  order.errorMessage = AMOUNT_CHANGED_MESSAGE;
  return true;
}
