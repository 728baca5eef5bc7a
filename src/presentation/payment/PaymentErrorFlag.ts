import { injectable } from 'inversify';

/** What the order error pages hand back to the payment page: the provider's sentence, when it gave one. */
export interface PaymentErrorNotice {
  message: string | null;
}

/**
 * The payment state of SPEC section 3 (errored flag and error message). The order error pages
 * (/order/{id}/error and /order/{id}/error/{errorMessage}) raise it before returning to Payment; the
 * payment page of that order takes it once, shows 'There was an error with your payment' (and the
 * message), and the flag clears. App-wide: bound in singleton scope.
 */
@injectable()
export class PaymentErrorFlag {
  private raised: { orderId: string; notice: PaymentErrorNotice } | null = null;

  raise(orderId: string, message: string | null = null): void {
    const text = message?.trim() ?? '';
    this.raised = { orderId, notice: { message: text === '' ? null : text } };
  }

  /** The notice for this order, if one was raised; taking it clears the flag. */
  take(orderId: string): PaymentErrorNotice | null {
    const raised = this.raised;
    if (raised === null || raised.orderId !== orderId) return null;
    this.raised = null;
    return raised.notice;
  }
}
