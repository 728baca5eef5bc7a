import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Result } from '../../../application/shared/Result';
import { PendingAction } from '../../../application/session/PendingAction';
import type { PaymentSuccess } from '../../../application/orders/PaymentSuccess';
import { ReadPaymentSuccess } from '../../../application/orders/usecases/ReadPaymentSuccess';
import type { Cents } from '../../../domain/money/Cents';
import type { SuccessContinueTarget } from '../../../domain/orders/successPageOutcome';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';

/**
 * What the thank-you page shows:
 * loading — the success data is being read;
 * paid — the thank-you text and Continue;
 * failed — the order is not paid: the "Oh, snap!" failure screen;
 * signInNeeded — the read met Unauthorized: the login modal opens, and the read, kept by the use case,
 *   is replayed once the consumer signs in again;
 * loadFailed — the connection failed: the consumer may try again.
 * (Investigation, not found and server errors leave the page: see `leaveFor`.)
 */
export type OrderSuccessScreen = 'loading' | 'paid' | 'failed' | 'signInNeeded' | 'loadFailed';

/** Where Continue goes: the cards or the order's KYC info page, keeping the first card selected. */
function continuePath(orderId: string, target: SuccessContinueTarget): string {
  return target.to === 'cards'
    ? paths.cards({ selected: target.selected })
    : paths.orderInfoKyc(orderId, target.selected);
}

/**
 * The order success page (SPEC sections 4 and 8): loads the success data; an order that is not paid
 * shows the failure screen; a paid order under investigation goes to the investigation page; a paid
 * order carrying the consumer stores it and selects the order's first card (the use case does both),
 * and Continue goes to the cards when the consumer is fully known, else to the order's KYC info
 * page, keeping `selected`.
 */
@injectable()
export class OrderSuccessPresenter {
  orderId = '';
  /** The last answer of the read (or of its replay after sign-in); null while loading. */
  private read: Result<PaymentSuccess> | null = null;
  private loading = false;

  constructor(
    @inject(ReadPaymentSuccess) private readonly readSuccess: ReadPaymentSuccess,
    @inject(PendingAction) private readonly pendingAction: PendingAction,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<OrderSuccessPresenter, 'readSuccess' | 'pendingAction' | 'navigation'>(this, {
      readSuccess: false,
      pendingAction: false,
      navigation: false,
    });
  }

  get screen(): OrderSuccessScreen {
    const read = this.read;
    if (read === null || this.loading) return 'loading';
    if (!read.ok) {
      if (read.error.kind === 'Unauthorized') return 'signInNeeded';
      return read.error.kind === 'NetworkError' ? 'loadFailed' : 'loading';
    }
    return read.value.outcome.kind === 'error' ? 'failed' : 'paid';
  }

  /** The page to leave for, when the result is not shown here (SPEC section 8 for the errors). */
  private leaveFor(read: Result<PaymentSuccess>): string | null {
    if (read.ok) {
      return read.value.outcome.kind === 'investigation' ? paths.orderInvestigation(this.orderId) : null;
    }
    switch (read.error.kind) {
      case 'Unauthorized':
      case 'NetworkError':
        return null;
      case 'NotFound':
        return paths.notFound();
      default:
        return paths.unspecifiedError();
    }
  }

  /** Continue on a paid order; the cards (with the first card selected, when any) if nothing else is known. */
  get continueTo(): string {
    if (this.read?.ok !== true) return paths.cards();
    const { continueTo, firstCardId } = this.read.value;
    return continueTo === null
      ? paths.cards({ selected: firstCardId })
      : continuePath(this.orderId, continueTo);
  }

  /** The card value the order bought, in cents (its product line), for the thank-you and failure texts. */
  get cardValue(): Cents | null {
    if (this.read?.ok !== true) return null;
    const product = this.read.value.order.orderLines.find((line) => line.type === 'product');
    return product?.amount.amount ?? null;
  }

  /**
   * Starts the page for an order: reads its success data, and takes the replay of that read when it
   * met Unauthorized and the consumer signed in again. Returns the function that stops listening.
   */
  start(orderId: string): () => void {
    const stopListening = this.pendingAction.onReplay('readPaymentSuccess', (result) => {
      if (result.ok && result.value.order.id !== this.orderId) return;
      this.settle(result);
    });
    if (this.orderId !== orderId || this.read === null) void this.load(orderId);
    return stopListening;
  }

  /** Opens the login modal again (the consumer closed it); signing in replays the read. */
  signIn(): void {
    this.pendingAction.requireSignIn();
  }

  /** Reads the success data again (after a failed connection). */
  retry(): Promise<void> {
    return this.load(this.orderId);
  }

  private async load(orderId: string): Promise<void> {
    if (this.loading && this.orderId === orderId) return;
    this.orderId = orderId;
    this.loading = true;
    const result = await this.readSuccess.execute(orderId);
    runInAction(() => {
      this.loading = false;
    });
    this.settle(result);
    // SPEC section 8: a read that met Unauthorized is kept for replay and sign-in asked for (the use case does both).
  }

  private settle(read: Result<PaymentSuccess>): void {
    runInAction(() => {
      this.read = read;
    });
    const elsewhere = this.leaveFor(read);
    if (elsewhere !== null) this.navigation.goTo(elsewhere, { replace: true });
  }
}
