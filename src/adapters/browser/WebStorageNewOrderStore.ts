import type { Cents } from '../../domain/money/Cents';
import type { NewOrderStore } from '../../application/orders/ports/NewOrderStore';
import { NEW_ORDER_KEY } from './storageKeys';

const WHOLE_CENTS = /^[0-9]+$/;

/**
 * Keeps the amount a signed-out visitor chose under the spec's `newOrder` key, as integer cents in a string.
 * A value this store cannot read (written by an older version, or by hand) is dropped, not guessed at.
 */
export class WebStorageNewOrderStore implements NewOrderStore {
  constructor(private readonly storage: Storage) {}

  load(): Cents | null {
    const stored = this.storage.getItem(NEW_ORDER_KEY);
    if (stored === null) return null;
    const cents = WHOLE_CENTS.test(stored) ? Number(stored) : NaN;
    if (Number.isSafeInteger(cents)) return cents;
    this.clear();
    return null;
  }

  save(amount: Cents): void {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`newOrder must be a whole, non-negative number of cents, got ${amount}`);
    }
    this.storage.setItem(NEW_ORDER_KEY, String(amount));
  }

  clear(): void {
    this.storage.removeItem(NEW_ORDER_KEY);
  }
}
