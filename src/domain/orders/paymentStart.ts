import type { Order } from './Order';

/** Why an order can no longer be paid. */
export type OrderClosedCode = 'orderPaid' | 'orderBlocked' | 'orderSuspicious' | 'orderCancelled';

export type PaymentStartFailureCode = OrderClosedCode | 'generic';

export interface PaymentStartFailure {
  code: PaymentStartFailureCode;
  messageKey: string;
  /** The order can no longer be paid: the payment methods are disabled and the choice forgotten. */
  disableMethods: boolean;
}

export const PAYMENT_START_FAILURE_KEYS: Record<PaymentStartFailureCode, string> = {
  orderPaid: 'payment.errors.orderPaid',
  orderBlocked: 'payment.errors.orderBlocked',
  orderSuspicious: 'payment.errors.orderSuspicious',
  orderCancelled: 'payment.errors.orderCancelled',
  generic: 'payment.errors.cannotContinue',
};

/**
 * Why an order can no longer be paid, or null while it can: paid, blocked or suspicious (SPEC section
 * 4), or cancelled. Decision: the spec names the first three; a cancelled order (its payment cancelled
 * at the provider) is refused by the issuer just as surely, so it is closed to payment too.
 */
export function whyClosedToPayment(order: Pick<Order, 'clusterStatus' | 'status'>): OrderClosedCode | null {
  switch (order.clusterStatus) {
    case 'paid':
      return 'orderPaid';
    case 'blocked':
      return 'orderBlocked';
    case 'suspicious':
      return 'orderSuspicious';
    default:
      return order.status === 'cancelled' ? 'orderCancelled' : null;
  }
}

/**
 * Starting a payment failed and the order was reloaded (null when the reload failed too).
 * An order closed to payment cannot be paid again; anything else may be retried.
 */
export function paymentStartFailure(
  reloadedOrder: Pick<Order, 'clusterStatus' | 'status'> | null,
): PaymentStartFailure {
  const code = (reloadedOrder && whyClosedToPayment(reloadedOrder)) ?? 'generic';
  return { code, messageKey: PAYMENT_START_FAILURE_KEYS[code], disableMethods: code !== 'generic' };
}

/** Pay is enabled only with a chosen method, and never once the methods are disabled. */
export function canPay(selectedMethodId: string | null, methodsDisabled: boolean): boolean {
  return selectedMethodId !== null && selectedMethodId !== '' && !methodsDisabled;
}
