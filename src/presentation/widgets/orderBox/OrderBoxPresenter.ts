import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { CreateOrderOutcome } from '../../../application/orders/CreateOrderOutcome';
import { CREATE_ORDER, CreateOrder } from '../../../application/orders/usecases/CreateOrder';
import type { Cents } from '../../../domain/money/Cents';
import { parseEuros } from '../../../domain/money/parseEuros';
import { cardPictureVariant, type CardPictureVariant } from '../../../domain/orders/cardPictureVariant';
import {
  ORDER_AMOUNT_DEFAULT,
  amountBounds,
  type AmountBounds,
  type AmountContext,
} from '../../../domain/orders/orderAmount';
import { Call } from '../../calls/Call';
import { CallReplays } from '../../calls/CallReplays';
import type { FailureWords } from '../../calls/failureMessage';
import type { Message } from '../../messages/Message';
import { AmountEntry } from '../AmountEntry';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';
import { SessionPresenter } from '../../shell/SessionPresenter';

/** Where the view navigates once an order is started. */
function targetOf(outcome: CreateOrderOutcome): string {
  if (outcome.kind === 'created') return paths.orderPayment(outcome.orderId);
  return paths.auth({ register: outcome.tab === 'register' });
}

/**
 * Why the order was not created (SPEC section 8: the server's errorMessage shows in the amount
 * dialog): a refusal the shop words itself, the amount field's own message, else the general text
 * followed by the server's words. An ended session says nothing: the login window asks for sign-in.
 */
export const ORDER_FAILURE_WORDS: FailureWords = {
  codes: {
    accountLimitReached: 'landing.order.errors.accountLimitReached',
    registrationIncomplete: 'landing.order.errors.registrationIncomplete',
    tooManyUnpaidOrders: 'landing.order.errors.tooManyUnpaidOrders',
  },
  offline: 'landing.order.errors.network',
  fields: ['amount'],
  serverWords: 'after',
  otherwise: 'landing.order.errors.general',
};

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
  /** Creating the order; done, the page goes to Payment (or Authorization). */
  readonly order = new Call<CreateOrderOutcome>(ORDER_FAILURE_WORDS, {
    done: (outcome) => this.navigation.goTo(targetOf(outcome)),
  });

  constructor(
    @inject(CreateOrder) private readonly createOrder: CreateOrder,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.entry = new AmountEntry(
      () => amountBounds(this.context, this.session.consumer),
      ORDER_AMOUNT_DEFAULT,
      () => {
        if (this.order.failure !== null) this.order.reset();
      },
    );
    makeAutoObservable<OrderBoxPresenter, 'entry'>(this, { entry: false });
  }

  /** Where the box shows; it decides the range offered. */
  showIn(context: AmountContext): void {
    this.context = context;
  }

  /** While the box shows, an order kept at an expired session and created after sign-in goes on to Payment. */
  start(): void {
    this.replays.hear(this.order, CREATE_ORDER, (result) => this.order.settle(result));
  }

  stop(): void {
    this.replays.leave();
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
    return this.entry.message ?? this.order.failure;
  }

  /**
   * Busy while the order is created, and once it is: the page is on its way to Payment (or
   * Authorization), and a second press before it has gone (a double click) must not order twice.
   */
  get submitting(): boolean {
    return this.order.running || this.order.value !== null;
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
   * Starts the order flow of SPEC section 4: signed out, the amount waits as newOrder and the
   * visitor registers; signed in, an order is created and the visitor pays. An expired session keeps
   * the order, which the use case replays once the consumer has signed in again (SPEC section 8).
   * An amount just clamped is not ordered: the visitor first sees the corrected value and the bound.
   */
  async submit(): Promise<void> {
    if (this.submitting) return;
    // An amount just pulled into range is shown with its bound before it is ordered.
    if (!this.entry.readyToSubmit()) return;
    const amount = this.amountCents;
    if (amount === null) return;
    await this.order.run(() => this.createOrder.execute(amount));
  }
}
