import { injectable } from 'inversify';
import type { Message } from '../../messages/Message';

/** The alert's heading says who named the error: the provider in the address, or the server when asked. */
export interface PaymentErrorNotice {
  heading: 'payment.providerError' | 'payment.orderError';
  message: Message | null;
}

/** The payment state of SPEC section 3 (errored flag and message), raised by the order error pages, taken once by Payment. */
@injectable('Singleton')
export class PaymentErrorFlag {
  private raised: { orderId: string; notice: PaymentErrorNotice } | null = null;

  raise(orderId: string, heading: PaymentErrorNotice['heading'], message: Message | null = null): void {
    this.raised = { orderId, notice: { heading, message } };
  }

  take(orderId: string): PaymentErrorNotice | null {
    const raised = this.raised;
    if (raised?.orderId !== orderId) return null;
    this.raised = null;
    return raised.notice;
  }
}
