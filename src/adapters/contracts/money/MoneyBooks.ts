import type { Cents } from '../../../domain/money/Cents';

/**
 * The test's own ledger of a session, kept from what the server reports and the domain's published
 * fees. Money paid in is what was on the cards when the session started plus the card value each
 * approved order loaded (its product line): the service and creation fees the customer pays on top
 * never reach a card, so they are not in it.
 */
export class MoneyBooks {
  private loaded: Cents = 0;
  private feesCharged: Cents = 0;
  private writtenOff: Cents = 0;

  constructor(private readonly opening: Cents) {}

  load(cents: Cents): void {
    this.loaded += cents;
  }

  /** A deactivation fee, as the domain publishes it. */
  charge(fee: Cents): void {
    this.feesCharged += fee;
  }

  /** The balance a plain cancellation loses. */
  writeOff(cents: Cents): void {
    this.writtenOff += cents;
  }

  /** Both sides of the books, given what the cards hold now: they must be equal. */
  sides(held: Cents): { accountedFor: Cents; paidIn: Cents } {
    return {
      accountedFor: held + this.feesCharged + this.writtenOff,
      paidIn: this.opening + this.loaded,
    };
  }
}
