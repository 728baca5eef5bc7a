import { makeAutoObservable } from 'mobx';
import type { Cents } from '../../domain/money/Cents';
import type { AmountBounds } from '../../domain/orders/orderAmount';
import { AmountEntry } from '../widgets/AmountEntry';
import type { Message } from '../messages/Message';

/**
 * The amount modal while it is open (SPEC section 5): the amount being chosen inside the ordering
 * bounds (lowered by the consumer's maxAllowedAmount), and the state of saving it.
 */
export class AmountEditor {
  /** The amount being chosen; any edit clears the last failure. */
  readonly amount: AmountEntry;
  /** Why the last save failed: the server's sentence or a locale key. */
  failure: Message | null = null;
  saving = false;

  constructor(bounds: AmountBounds, initial: Cents) {
    this.amount = new AmountEntry(
      () => bounds,
      initial,
      () => {
        this.failure = null;
      },
    );
    // The order's card price may be more than the consumer may buy now (cards bought since): the
    // box says so, as Buy New Card does for an amount chosen before.
    this.amount.offer(initial);
    makeAutoObservable(this, { amount: false });
  }

  get canSave(): boolean {
    return this.amount.amountCents !== null && !this.saving;
  }

  startSaving(): void {
    this.saving = true;
    this.failure = null;
  }

  saveFailed(failure: Message): void {
    this.saving = false;
    this.failure = failure;
  }
}
