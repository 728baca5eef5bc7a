import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError, Result } from '../../application/shared/Result';
import type { CreateOrderOutcome } from '../../application/orders/CreateOrderOutcome';
import { CreateOrder } from '../../application/orders/usecases/CreateOrder';
import type { Cents } from '../../domain/money/Cents';
import { parseEuros } from '../../domain/money/parseEuros';
import { cardPictureVariant, type CardPictureVariant } from '../../domain/orders/cardPictureVariant';
import {
  ORDER_AMOUNT_DEFAULT,
  amountBounds,
  type AmountBounds,
  type AmountContext,
} from '../../domain/orders/orderAmount';
import { PendingAction } from '../../application/session/PendingAction';
import { messageOf, messageWithDetail, serverFieldMessage, type Message } from '../messages/Message';
import { AmountEntry } from '../widgets/AmountEntry';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';

/** Where the view navigates once an order is started. */
function targetOf(outcome: CreateOrderOutcome): string {
  if (outcome.kind === 'created') return paths.orderPayment(outcome.orderId);
  return paths.auth({ register: outcome.tab === 'register' });
}

/** The issuer's reasons for refusing an order that the shop words itself, in the page's language. */
const REFUSALS: Readonly<Record<string, string>> = {
  accountLimitReached: 'landing.order.errors.accountLimitReached',
  registrationIncomplete: 'landing.order.errors.registrationIncomplete',
  tooManyUnpaidOrders: 'landing.order.errors.tooManyUnpaidOrders',
};

/**
 * Why the order was not created (SPEC section 8: the server's errorMessage shows in the amount
 * dialog): a refusal the shop knows in its own words, the amount field's own message, else the
 * general text followed by the server's words.
 */
function failureMessage(error: AppError): Message {
  if (error.kind === 'NetworkError') return messageOf('landing.order.errors.network');
  const refusal = error.errorCode ? REFUSALS[error.errorCode] : undefined;
  if (refusal !== undefined) return messageOf(refusal);
  const amountError = error.invalidFields?.find((field) => field.fieldName === 'amount')?.errors[0];
  if (amountError !== undefined) return serverFieldMessage(amountError);
  return messageWithDetail('landing.order.errors.general', error.errorMessage);
}

/**
 * The order box (SPEC sections 1, 4 and 5): the amount, default 20 EUR, chosen inside the range of
 * where it shows (see AmountEntry), and "Get my card", which starts an order. On the landing page
 * the range is 5–150 EUR; on the cards screen it is the ordering flow's 5–200 EUR. Either way a
 * signed-in consumer's maxAllowedAmount lowers the maximum, so the box never offers an amount the
 * shop would refuse.
 */
@injectable()
export class OrderBoxPresenter {
  private context: AmountContext = 'landing';
  /** The amount being chosen; any edit clears the last failure. */
  private readonly entry: AmountEntry;
  private failure: Message | null = null;
  submitting = false;
  private stopListening: (() => void) | null = null;

  constructor(
    @inject(CreateOrder) private readonly createOrder: CreateOrder,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.entry = new AmountEntry(
      () => amountBounds(this.context, this.session.consumer),
      ORDER_AMOUNT_DEFAULT,
      () => {
        this.failure = null;
      },
    );
    makeAutoObservable<
      OrderBoxPresenter,
      'createOrder' | 'session' | 'pending' | 'navigation' | 'entry' | 'stopListening'
    >(this, {
      createOrder: false,
      session: false,
      pending: false,
      navigation: false,
      entry: false,
      stopListening: false,
    });
  }

  /** Where the box shows; it decides the range offered. */
  showIn(context: AmountContext): void {
    this.context = context;
  }

  /** While the box shows, an order kept at an expired session and created after sign-in goes on to Payment. */
  start(): void {
    this.stopListening ??= this.pending.onReplay('createOrder', (result) => this.settle(result));
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
  }

  get bounds(): AmountBounds {
    return this.entry.bounds;
  }

  /** The card picture above the box, by its maximum (SPEC section 9: 200 versus 150 EUR). */
  get cardPicture(): CardPictureVariant {
    return cardPictureVariant(this.bounds.max);
  }

  /** Exactly what the visitor typed. */
  get text(): string {
    return this.entry.text;
  }

  get amountCents(): Cents | null {
    return this.entry.amountCents;
  }

  get sliderCents(): Cents {
    return this.entry.sliderCents;
  }

  /** The message under the box: the amount's own message first, else why the last order failed. */
  get message(): Message | null {
    return this.entry.message ?? this.failure;
  }

  /** The box's message only says the amount was pulled into range (AmountEntry.corrected). */
  get corrected(): boolean {
    return this.entry.corrected;
  }

  get canSubmit(): boolean {
    return this.amountCents !== null && !this.submitting;
  }

  type(text: string): void {
    this.entry.type(text);
  }

  /**
   * The amount a link opens the box with, in whole euros (`/?amount=50`): put in as if typed and the
   * field left, so an amount out of range is pulled into it with its bound named. Text that is not
   * whole euros leaves the box as it is.
   */
  offerFromAddress(euros: string): void {
    const parsed = parseEuros(euros);
    if (parsed.ok) this.offer(parsed.cents);
  }

  slide(cents: Cents): void {
    this.entry.slide(cents);
  }

  /** An amount chosen before, pulled into range with the bound named (AmountEntry.offer). */
  offer(cents: Cents): void {
    this.entry.offer(cents);
  }

  /** Leaving the field pulls the amount back into range; returns whether it changed (AmountEntry.blur). */
  blur(byPress = false): boolean {
    return this.entry.blur(byPress);
  }

  /**
   * Starts the order flow of SPEC section 4, or shows a message under the box. Signed out, the
   * amount waits as newOrder and the visitor registers; signed in, an order is created and the
   * visitor pays. A session that has expired (Unauthorized) keeps the order, which the use case
   * replays once the consumer has signed in again in the login modal (SPEC section 8: buying is
   * retried after re-login); any other failure is shown under the box, the amount being kept as
   * newOrder by the use case. An amount just clamped is not ordered: the visitor first sees the
   * corrected value and the bound.
   */
  async submit(): Promise<void> {
    if (this.submitting) return;
    // An amount just pulled into range is shown with its bound before it is ordered.
    if (!this.entry.readyToSubmit()) return;
    const amount = this.amountCents;
    if (amount === null) return;
    this.submitting = true;
    this.failure = null;
    this.settle(await this.createOrder.execute(amount));
  }

  /**
   * A created order leaves the box busy: the page is on its way to Payment (or Authorization), and
   * a second press before it has gone (a double click) must not create a second order.
   */
  private settle(result: Result<CreateOrderOutcome>): void {
    runInAction(() => {
      if (result.ok) {
        this.submitting = true;
        this.navigation.goTo(targetOf(result.value));
        return;
      }
      this.submitting = false;
      if (result.error.kind !== 'Unauthorized') this.failure = failureMessage(result.error);
    });
  }
}
