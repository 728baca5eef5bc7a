import { inject, injectable } from 'inversify';
import { CancelPayment } from '../../application/orders/usecases/CancelPayment';
import { paths } from '../shell/paths';

/**
 * The order cancel page (SPEC sections 4 and 8): posts the cancellation once and always goes on to the
 * cards, where the cancelled-payment warning shows once (CancelPayment raises PaymentCancelledFlag
 * whatever the server answered, and keeps the call for replay when it met Unauthorized).
 */
@injectable()
export class OrderCancelPresenter {
  private cancelling: Promise<string> | null = null;

  constructor(@inject(CancelPayment) private readonly cancelPayment: CancelPayment) {}

  /** Posts the cancel (once per page visit, however often asked) and answers the cards path. */
  cancel(orderId: string): Promise<string> {
    this.cancelling ??= this.cancelPayment.execute(orderId).then(() => paths.cards());
    return this.cancelling;
  }
}
