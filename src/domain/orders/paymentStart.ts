import type { Order } from './Order';

export type PaymentStartFailureCode = 'orderPaid' | 'orderBlocked' | 'orderSuspicious' | 'generic';

export interface PaymentStartFailure {
  code: PaymentStartFailureCode;
  messageKey: string;
  /** The order can no longer be paid: the payment methods are disabled. */
  disableMethods: boolean;
  /** The chosen payment method is forgotten. */
  clearSelection: boolean;
}

export const PAYMENT_START_FAILURE_KEYS: Record<PaymentStartFailureCode, string> = {
  orderPaid: 'payment.errors.orderPaid',
  orderBlocked: 'payment.errors.orderBlocked',
  orderSuspicious: 'payment.errors.orderSuspicious',
  generic: 'payment.errors.cannotContinue',
};

/**
 * Starting a payment failed and the order was reloaded (null when the reload failed too).
 * A paid, blocked or suspicious order cannot be paid again; anything else may be retried.
 */
export function paymentStartFailure(reloadedOrder: Pick<Order, 'clusterStatus'> | null): PaymentStartFailure {
  const code = failureCode(reloadedOrder);
  const final = code !== 'generic';
  return { code, messageKey: PAYMENT_START_FAILURE_KEYS[code], disableMethods: final, clearSelection: final };
}

function failureCode(order: Pick<Order, 'clusterStatus'> | null): PaymentStartFailureCode {
  switch (order?.clusterStatus) {
    case 'paid':
      return 'orderPaid';
    case 'blocked':
      return 'orderBlocked';
    case 'suspicious':
      return 'orderSuspicious';
    default:
      return 'generic';
  }
}

/** Pay is enabled only with a chosen method, and never once the methods are disabled. */
export function canPay(selectedMethodId: string | null, methodsDisabled: boolean): boolean {
  return selectedMethodId !== null && selectedMethodId !== '' && !methodsDisabled;
}
