import { injectable } from 'inversify';

/**
 * What the order error pages hand back to the payment page. `about` says whose words head the alert:
 * 'payment' — the provider sent its own sentence in the address (error/{errorMessage}): 'There was an
 *   error with your payment';
 * 'order' — the shop's server was asked why (GET /api/order/{id}/error): 'There was an error
 *   processing your order'.
 * `message` is the sentence given, when there was one.
 */
export interface PaymentErrorNotice {
  about: 'payment' | 'order';
  message: string | null;
}

/**
 * The payment state of SPEC section 3 (errored flag and error message). The order error pages
 * (/order/{id}/error and /order/{id}/error/{errorMessage}) raise it before returning to Payment; the
 * payment page of that order takes it once, shows the error (and the message), and the flag clears.
 * App-wide: bound in singleton scope.
 */
@injectable()
export class PaymentErrorFlag {
  private raised: { orderId: string; notice: PaymentErrorNotice } | null = null;

  raise(orderId: string, about: PaymentErrorNotice['about'], message: string | null = null): void {
    const text = message?.trim() ?? '';
    this.raised = { orderId, notice: { about, message: text === '' ? null : text } };
  }

  /** The notice for this order, if one was raised; taking it clears the flag. */
  take(orderId: string): PaymentErrorNotice | null {
    const raised = this.raised;
    if (raised === null || raised.orderId !== orderId) return null;
    this.raised = null;
    return raised.notice;
  }
}
