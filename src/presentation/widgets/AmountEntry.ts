import { makeAutoObservable } from 'mobx';
import type { Cents } from '../../domain/money/Cents';
import { formatWholeEuros, parseEuros } from '../../domain/money/parseEuros';
import { clampAmount, nearestOrderAmount, type AmountBounds } from '../../domain/orders/orderAmount';
import { validateAmount, type AmountError } from '../../domain/orders/orderAmountValidation';
import { messageOf, type Message } from '../messages/Message';

/**
 * An order amount being chosen (SPEC sections 1, 4 and 5): whole euros typed and a slider in sync,
 * clamped into the bounds on leaving the field, with the bound named. The typed text is the truth.
 */
export class AmountEntry {
  /** Exactly what was typed (letters included: refused, never silently removed). */
  text: string;
  /** Set when leaving the field pulled the amount back into range; any edit clears it. */
  private clampedTo: AmountError | null = null;
  /** The amount was pulled into range as a press left the field: not seen yet (readyToSubmit). */
  private correctionUnshown = false;
  /** The slider's position while the text cannot be read (empty or not whole euros). */
  private lastReadable: Cents;

  /** `boundsOf` is read afresh (a consumer's cap may arrive after the box shows); `onEdit` hears every change. */
  constructor(
    private readonly boundsOf: () => AmountBounds,
    initial: Cents,
    private readonly onEdit: () => void = () => undefined,
  ) {
    const start = clampAmount(initial, boundsOf());
    this.text = formatWholeEuros(start);
    this.lastReadable = start;
    makeAutoObservable<AmountEntry, 'boundsOf' | 'onEdit'>(this, { boundsOf: false, onEdit: false });
  }

  get bounds(): AmountBounds {
    return this.boundsOf();
  }

  /** Null while the text is empty or not whole euros. */
  get amountCents(): Cents | null {
    const parsed = parseEuros(this.text);
    return parsed.ok ? parsed.cents : null;
  }

  /** The slider follows the text box, inside the bounds; it stays put while the text is unreadable. */
  get sliderCents(): Cents {
    return clampAmount(this.amountCents ?? this.lastReadable, this.bounds);
  }

  /** Unreadable text is refused at once (required, whole euros); an amount out of range is named once the field is left. */
  get message(): Message | null {
    const error = this.amountCents === null ? validateAmount(this.text, this.bounds) : this.clampedTo;
    if (error === null) return null;
    return 'bound' in error ? messageOf(error.key, { bound: { cents: error.bound } }) : messageOf(error.key);
  }

  /** The message only says the amount was pulled into range: the amount is valid, the message a notice. */
  get corrected(): boolean {
    return this.clampedTo !== null;
  }

  type(text: string): void {
    this.text = text;
    this.clampedTo = null;
    this.correctionUnshown = false;
    const cents = this.amountCents;
    if (cents !== null) this.lastReadable = cents;
    this.onEdit();
  }

  /** An amount chosen before (a card price, a stored amount), as if typed and left: out of range, the bound is named. */
  offer(cents: Cents): void {
    this.type(formatWholeEuros(cents));
    this.blur();
  }

  slide(cents: Cents): void {
    this.type(formatWholeEuros(nearestOrderAmount(cents, this.bounds)));
  }

  /** Pulls a readable amount into range, naming the bound; true if so. `byPress`: not seen yet. */
  blur(byPress = false): boolean {
    const cents = this.amountCents;
    if (cents === null) return false;
    const rangeError = validateAmount(cents, this.bounds);
    if (rangeError === null) return false;
    this.type(formatWholeEuros(clampAmount(cents, this.bounds)));
    this.clampedTo = rangeError;
    this.correctionUnshown = byPress;
    return true;
  }

  /** None when just pulled into range unseen (Enter, a press leaving the field): the next press sends. */
  toSubmit(): Cents | null {
    if (this.blur() || this.correctionUnshown) {
      this.correctionUnshown = false;
      return null;
    }
    return this.amountCents;
  }
}
