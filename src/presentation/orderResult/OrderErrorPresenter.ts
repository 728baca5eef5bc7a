import { inject, injectable } from 'inversify';
import { PaymentErrorFlag } from '../payment/PaymentErrorFlag';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';

/** The longest provider message passed on; anything longer is cut (it arrives in the address). */
export const PAYMENT_ERROR_MESSAGE_MAX_LENGTH = 200;

/**
 * The order error pages (SPEC sections 2 and 3): `error` and its alias `error/{errDomain}/{errCode}`
 * raise the payment error flag; `error/{errorMessage}` raises it with the message. Both return to the
 * order's Payment page at once, which takes the flag and shows the error.
 */
@injectable()
export class OrderErrorPresenter {
  constructor(
    @inject(PaymentErrorFlag) private readonly flag: PaymentErrorFlag,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {}

  /** Raises the flag (with the message, when the route carried one) and returns to Payment. */
  returnToPayment(orderId: string, errorMessage?: string | null): void {
    const message = errorMessage?.trim().slice(0, PAYMENT_ERROR_MESSAGE_MAX_LENGTH) ?? '';
    this.flag.raise(orderId, message === '' ? null : message);
    this.navigation.goTo(paths.orderPayment(orderId), { replace: true });
  }
}
