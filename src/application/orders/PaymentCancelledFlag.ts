import { injectable } from 'inversify';

/** A payment cancelled at the provider, as the cards screen tells of it. */
export interface CancelledPayment {
  /** The shop cancelled the order too (its cancellation was answered): it can no longer be paid. */
  orderCancelled: boolean;
}

/** Set when a payment is cancelled; the cards screen shows its warning once, then it clears (SPEC section 4). */
@injectable('Singleton')
export class PaymentCancelledFlag {
  private raised: CancelledPayment | null = null;

  raise(cancelled: CancelledPayment): void {
    this.raised = { ...cancelled };
  }

  /** The cancelled payment whose warning is due, or null; taking it clears the flag. */
  take(): CancelledPayment | null {
    const raised = this.raised;
    this.raised = null;
    return raised;
  }
}
