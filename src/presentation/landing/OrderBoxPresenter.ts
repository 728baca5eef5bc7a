import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../application/shared/Result';
import { CreateOrder, type CreateOrderOutcome } from '../../application/orders/usecases/CreateOrder';
import type { Cents } from '../../domain/money/Cents';
import {
  ORDER_AMOUNT_DEFAULT,
  amountBounds,
  type AmountBounds,
  type AmountContext,
} from '../../domain/orders/orderAmount';
import type { AmountError } from '../../domain/orders/orderAmountValidation';
import { AmountEntry } from '../orders/AmountEntry';
import { paths } from '../shell/paths';
import { SessionPresenter } from '../shell/SessionPresenter';

/** What the view shows under the box: a locale key, and the bound in cents for the min and max messages. */
export type OrderBoxMessage = AmountError | { key: OrderFailureKey };

export type OrderFailureKey = 'landing.order.errors.network' | 'landing.order.errors.general';

/** Where the view navigates once an order is started. */
function targetOf(outcome: CreateOrderOutcome): string {
  if (outcome.kind === 'created') return paths.orderPayment(outcome.orderId);
  return paths.auth({ register: outcome.tab === 'register' });
}

function failureKey(error: AppError): OrderFailureKey {
  return error.kind === 'NetworkError' ? 'landing.order.errors.network' : 'landing.order.errors.general';
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
  private failure: OrderFailureKey | null = null;
  submitting = false;

  constructor(
    @inject(CreateOrder) private readonly createOrder: CreateOrder,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
  ) {
    this.entry = new AmountEntry(
      () => amountBounds(this.context, this.session.consumer),
      ORDER_AMOUNT_DEFAULT,
      () => {
        this.failure = null;
      },
    );
    makeAutoObservable<OrderBoxPresenter, 'createOrder' | 'session' | 'entry'>(this, {
      createOrder: false,
      session: false,
      entry: false,
    });
  }

  /** Where the box shows; it decides the range offered. */
  showIn(context: AmountContext): void {
    this.context = context;
  }

  get bounds(): AmountBounds {
    return this.entry.bounds;
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
  get message(): OrderBoxMessage | null {
    return this.entry.fieldError ?? (this.failure ? { key: this.failure } : null);
  }

  get canSubmit(): boolean {
    return this.amountCents !== null && !this.submitting;
  }

  type(text: string): void {
    this.entry.type(text);
  }

  slide(cents: Cents): void {
    this.entry.slide(cents);
  }

  /** Leaving the field pulls the amount back into range; returns whether it changed. */
  blur(): boolean {
    return this.entry.blur();
  }

  /**
   * Starts the order flow of SPEC section 4 and returns where to go next, or null when the box
   * shows a message instead. Signed out, the amount waits as newOrder and the visitor registers;
   * signed in, an order is created and the visitor pays. A session that has expired (Unauthorized)
   * also goes to the register tab with the amount kept, as the spec says; any other failure is
   * shown under the box, the amount being kept as newOrder by the use case. An amount just clamped
   * is not ordered: the visitor first sees the corrected value and the bound.
   */
  async submit(): Promise<string | null> {
    if (this.submitting) return null;
    // Submitted straight from the text box (Enter) with an amount out of range: show the corrected
    // amount and its message rather than order a value the visitor has not seen.
    const clamped = this.blur();
    const amount = this.amountCents;
    if (amount === null || clamped) return null;
    this.submitting = true;
    this.failure = null;
    const result = await this.createOrder.execute(amount);
    return runInAction(() => {
      this.submitting = false;
      if (result.ok) return targetOf(result.value);
      if (result.error.kind === 'Unauthorized') return paths.auth({ register: true });
      this.failure = failureKey(result.error);
      return null;
    });
  }
}
