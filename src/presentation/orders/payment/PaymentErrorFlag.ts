import { injectable } from 'inversify';
import type { Message } from '../../messages/Message';

/**
 * What the order error pages hand back to the payment page. `about` says whose words head the alert:
 * 'payment' — the provider sent its own sentence in the address (error/{errorMessage}): 'There was an
 *   error with your payment';
 * 'order' — the shop's server was asked why (GET /api/order/{id}/error): 'There was an error
 *   processing your order'.
 * `message` follows the heading, when there is one: the server's words, or the shop's own text for
 * an error the provider named.
 */
export interface PaymentErrorNotice {
  about: 'payment' | 'order';
  message: Message | null;
}

/**
 * The payment state of SPEC section 3 (errored flag and error message). The order error pages
 * (/order/{id}/error and /order/{id}/error/{errorMessage}) raise it before returning to Payment; the
 * payment page of that order takes it once, shows the error (and the message), and the flag clears.
 * App-wide: one per container.
 */
@injectable('Singleton')
export class PaymentErrorFlag {
  private raised: { orderId: string; notice: PaymentErrorNotice } | null = null;

  raise(orderId: string, about: PaymentErrorNotice['about'], message: Message | null = null): void {
    this.raised = { orderId, notice: { about, message } };
  }

  /** The notice for this order, if one was raised; taking it clears the flag. */
  take(orderId: string): PaymentErrorNotice | null {
    const raised = this.raised;
    if (raised === null || raised.orderId !== orderId) return null;
    this.raised = null;
    return raised.notice;
  }
}
