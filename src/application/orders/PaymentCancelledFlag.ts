import { injectable } from 'inversify';

/** Set when a payment is cancelled; the cards screen shows its warning once, then it clears (SPEC section 4). */
@injectable('Singleton')
export class PaymentCancelledFlag {
  private raised = false;

  raise(): void {
    this.raised = true;
  }

  /** Whether the warning is due; taking it clears the flag. */
  take(): boolean {
    const raised = this.raised;
    this.raised = false;
    return raised;
  }
}
