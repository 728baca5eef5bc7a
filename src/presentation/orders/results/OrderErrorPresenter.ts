import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ReadOrderError } from '../../../application/orders/usecases/ReadOrderError';
import { PaymentErrorFlag } from '../payment/PaymentErrorFlag';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import { knownProviderError } from './knownProviderError';

/**
 * What the `error` route shows while it is there:
 * reading — the server is being asked what went wrong (the page then returns to Payment);
 * readFailed — the server could not say: the consumer may ask again, or go back to Payment anyway.
 */
export type OrderErrorScreen = 'reading' | 'readFailed';

/**
 * The order error pages (SPEC sections 2, 3, 7 and 8). `error/{errorMessage}` raises the payment
 * error flag and returns to Payment at once; the address's words are shown only when they name a
 * payment error the shop knows, in its own text. `error` and
 * its alias `error/{errDomain}/{errCode}` first ask the server what went wrong
 * (GET /api/order/{id}/error), then raise the flag with its words (the shop's own text for a payment
 * error it knows), so that Payment shows 'There was an error processing your order' followed by them.
 * An order the server does not know leaves for the not-found page.
 */
@injectable()
export class OrderErrorPresenter {
  screen: OrderErrorScreen = 'reading';
  private orderId = '';
  /** Whether the page still shows: a read answered after the visitor left moves nobody. */
  private shown = false;

  constructor(
    @inject(ReadOrderError) private readonly readOrderError: ReadOrderError,
    @inject(PaymentErrorFlag) private readonly flag: PaymentErrorFlag,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<OrderErrorPresenter, 'readOrderError' | 'flag' | 'navigation'>(this, {
      readOrderError: false,
      flag: false,
      navigation: false,
    });
  }

  /** error/{errorMessage}: raises the flag (with the shop's text for a known error) and returns to Payment. */
  returnWithMessage(orderId: string, errorMessage: string): void {
    this.flag.raise(orderId, 'payment', knownProviderError(errorMessage));
    this.navigation.goTo(paths.orderPayment(orderId), { replace: true });
  }

  /** error: asks the server what went wrong, then returns to Payment. Returns the function that leaves the page. */
  start(orderId: string): () => void {
    this.orderId = orderId;
    this.shown = true;
    void this.read();
    return () => {
      this.shown = false;
    };
  }

  /** Asks the server again (after a failed read). */
  retry(): Promise<void> {
    return this.read();
  }

  /**
   * Back to Payment with the server's words (an error the shop knows in its own text, in the page's
   * language), or without them when it could not give them: the error still shows there.
   */
  returnToPayment(message: string | null = null): void {
    this.flag.raise(
      this.orderId,
      'order',
      message === null ? null : (knownProviderError(message) ?? message),
    );
    this.navigation.goTo(paths.orderPayment(this.orderId), { replace: true });
  }

  private async read(): Promise<void> {
    this.screen = 'reading';
    const result = await this.readOrderError.execute(this.orderId);
    if (!this.shown) return;
    if (result.ok) this.returnToPayment(result.value.errorMessage);
    else if (result.error.kind === 'NotFound') this.navigation.goTo(paths.notFound(), { replace: true });
    else
      runInAction(() => {
        // Unauthorized included: the use case asked for sign-in; once signed in, Try again reads.
        this.screen = 'readFailed';
      });
  }
}
