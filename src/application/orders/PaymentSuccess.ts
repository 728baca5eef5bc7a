import type { Order } from '../../domain/orders/Order';
import type { SuccessContinueTarget, SuccessPageOutcome } from '../../domain/orders/successPageOutcome';

/** What the success page reads of a paid order (ReadPaymentSuccess). */
export interface PaymentSuccess {
  outcome: SuccessPageOutcome;
  order: Order;
  /** The first card the order brought, to select on the cards screen; null when none was read. */
  firstCardId: string | null;
  /** Where Continue goes, for a paid order with a known consumer; null otherwise. */
  continueTo: SuccessContinueTarget | null;
}
