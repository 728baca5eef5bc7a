import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppError } from '../../application/shared/Result';
import { CreateOrder, type CreateOrderOutcome } from '../../application/orders/usecases/CreateOrder';
import type { Cents } from '../../domain/money/Cents';
import { parseEuros } from '../../domain/money/parseEuros';
import { ORDER_AMOUNT_DEFAULT, amountBounds, clampAmount } from '../../domain/orders/orderAmount';
import { validateAmount, type AmountError } from '../../domain/orders/orderAmountValidation';

/** What the view shows under the box: a locale key, and the bound in cents for the min and max messages. */
export type OrderBoxMessage = AmountError | { key: OrderFailureKey };

export type OrderFailureKey = 'landing.order.errors.network' | 'landing.order.errors.general';

/** Where the view navigates once an order is started. */
export const REGISTER_PATH = '/auth?reg=true';
export const SIGN_IN_PATH = '/auth';
export const paymentPath = (orderId: string) => `/order/${encodeURIComponent(orderId)}/payment`;

function targetOf(outcome: CreateOrderOutcome): string {
  if (outcome.kind === 'created') return paymentPath(outcome.orderId);
  return outcome.tab === 'register' ? REGISTER_PATH : SIGN_IN_PATH;
}

function failureKey(error: AppError): OrderFailureKey {
  return error.kind === 'NetworkError' ? 'landing.order.errors.network' : 'landing.order.errors.general';
}

/**
 * The landing page's order box (SPEC sections 1, 4 and 5): a text box in whole euros and a slider
 * kept in sync, default 20 EUR, clamped into 5–150 EUR when the text box loses focus, with the
 * bound named in the message. The typed text is the one source of truth; the amount is derived.
 */
@injectable()
export class OrderBoxPresenter {
  readonly bounds = amountBounds('landing');
  /** Exactly what the visitor typed (letters included: refused, never silently removed). */
  text = String(ORDER_AMOUNT_DEFAULT / 100);
  /** Set when leaving the field pulled the amount back into range; any edit clears it. */
  private clampedTo: AmountError | null = null;
  /** The slider's position while the text cannot be read (empty or not whole euros). */
  private lastReadable: Cents = ORDER_AMOUNT_DEFAULT;
  private failure: OrderFailureKey | null = null;
  submitting = false;

  constructor(@inject(CreateOrder) private readonly createOrder: CreateOrder) {
    makeAutoObservable<OrderBoxPresenter, 'createOrder'>(this, { createOrder: false, bounds: false });
  }

  /** The amount in the text box, in cents, or null while the text is empty or not whole euros. */
  get amountCents(): Cents | null {
    const parsed = parseEuros(this.text);
    return parsed.ok ? parsed.cents : null;
  }

  /** The slider follows the text box, inside the bounds; it stays put while the text is unreadable. */
  get sliderCents(): Cents {
    return clampAmount(this.amountCents ?? this.lastReadable, this.bounds);
  }

  /**
   * The message under the box. Unreadable text is refused at once (required, whole euros); an
   * amount out of range is named when the field is left, as the bound it was clamped to.
   */
  get message(): OrderBoxMessage | null {
    const textError = validateAmount(this.text, this.bounds);
    if (textError && (textError.key === 'cards.order.required' || textError.key === 'cards.order.integer')) {
      return textError;
    }
    if (this.clampedTo) return this.clampedTo;
    return this.failure ? { key: this.failure } : null;
  }

  get canSubmit(): boolean {
    return this.amountCents !== null && !this.submitting;
  }

  type(text: string): void {
    this.text = text;
    this.clampedTo = null;
    this.failure = null;
    const cents = this.amountCents;
    if (cents !== null) this.lastReadable = cents;
  }

  slide(cents: Cents): void {
    this.type(String(Math.round(clampAmount(cents, this.bounds) / 100)));
  }

  /**
   * Leaving the field pulls a readable amount back into range and names the bound it met.
   * Returns whether the amount changed.
   */
  blur(): boolean {
    const cents = this.amountCents;
    if (cents === null) return false;
    const rangeError = validateAmount(cents, this.bounds);
    if (rangeError?.key !== 'cards.order.min' && rangeError?.key !== 'cards.order.max') return false;
    this.type(String(clampAmount(cents, this.bounds) / 100));
    this.clampedTo = rangeError;
    return true;
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
      if (result.error.kind === 'Unauthorized') return REGISTER_PATH;
      this.failure = failureKey(result.error);
      return null;
    });
  }
}
