import { injectable } from 'inversify';
import type { Message } from '../../messages/Message';

/** `about` picks the alert's heading: the provider named the error in the address, or the server was asked. */
export interface PaymentErrorNotice {
  about: 'payment' | 'order';
  message: Message | null;
}

/** The payment state of SPEC section 3 (errored flag and message), raised by the order error pages, taken once by Payment. */
@injectable('Singleton')
export class PaymentErrorFlag {
  private raised: { orderId: string; notice: PaymentErrorNotice } | null = null;

  raise(orderId: string, about: PaymentErrorNotice['about'], message: Message | null = null): void {
    this.raised = { orderId, notice: { about, message } };
  }

  take(orderId: string): PaymentErrorNotice | null {
    const raised = this.raised;
    if (raised?.orderId !== orderId) return null;
    this.raised = null;
    return raised.notice;
  }
}
