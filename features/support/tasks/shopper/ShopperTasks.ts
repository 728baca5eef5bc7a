/**
 * Where a person stands in the shop before and after a scenario's screens: who is signed in, the
 * orders they hold and the card amount waiting in the browser. The Givens set it up without a
 * screen (the screens are other features' to drive); the Thens read it back as the shop keeps it.
 */
export interface ShopperTasks {
  /** Signed in with password and the texted code. */
  signedIn(person: string): Promise<void>;
  /** A visitor with nothing stored, not signed in. */
  visitor(): void;
  /** Whether the shop still answers for the person's session. */
  isSignedIn(): Promise<boolean>;
  /** The signed-in consumer has an order for a card of that value, waiting to be paid. */
  orderedCard(euros: number): Promise<void>;
  /** The card amount waiting in the browser for the visitor to sign in, in euros (null: none). */
  waitingAmount(): number | null;
  /** The result page the payment provider sent the person back to ("success", "error" …). */
  providerReturnedTo(): string | null;
  /** What the thank-you page finds the order to be (paid, failed …). */
  successPageFinds(): Promise<string>;
}
