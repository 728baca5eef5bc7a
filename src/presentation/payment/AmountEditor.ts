import { makeAutoObservable } from 'mobx';
import type { Cents } from '../../domain/money/Cents';
import { parseEuros } from '../../domain/money/parseEuros';
import { clampAmount, type AmountBounds } from '../../domain/orders/orderAmount';
import { validateAmount, type AmountError } from '../../domain/orders/orderAmountValidation';
import type { PaymentMessage } from './paymentMessages';

/**
 * The amount modal's field (SPEC section 5): a text box in whole euros and a slider kept in sync,
 * clamped into the ordering bounds (lowered by the consumer's maxAllowedAmount) when the text box
 * loses focus, with the bound named. The typed text is the one source of truth; the amount is derived.
 */
export class AmountEditor {
  /** Exactly what the consumer typed (letters included: refused, never silently removed). */
  text: string;
  /** Set when leaving the field pulled the amount back into range; any edit clears it. */
  private clampedTo: AmountError | null = null;
  /** The slider's position while the text cannot be read (empty or not whole euros). */
  private lastReadable: Cents;
  /** Why the last save failed: the server's sentence or a locale key. */
  failure: PaymentMessage | null = null;
  saving = false;

  constructor(
    readonly bounds: AmountBounds,
    initial: Cents,
  ) {
    const start = clampAmount(initial, bounds);
    this.text = String(Math.round(start / 100));
    this.lastReadable = start;
    makeAutoObservable(this, { bounds: false });
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

  /** Unreadable text is refused at once; an amount out of range is named once the field is left. */
  get fieldError(): AmountError | null {
    const textError = validateAmount(this.text, this.bounds);
    if (textError?.key === 'cards.order.required' || textError?.key === 'cards.order.integer')
      return textError;
    return this.clampedTo;
  }

  get canSave(): boolean {
    return this.amountCents !== null && !this.saving;
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

  /** Leaving the field pulls a readable amount back into range and names the bound; true when it changed. */
  blur(): boolean {
    const cents = this.amountCents;
    if (cents === null) return false;
    const rangeError = validateAmount(cents, this.bounds);
    if (rangeError?.key !== 'cards.order.min' && rangeError?.key !== 'cards.order.max') return false;
    this.type(String(clampAmount(cents, this.bounds) / 100));
    this.clampedTo = rangeError;
    return true;
  }

  startSaving(): void {
    this.saving = true;
    this.failure = null;
  }

  saveFailed(failure: PaymentMessage): void {
    this.saving = false;
    this.failure = failure;
  }
}
