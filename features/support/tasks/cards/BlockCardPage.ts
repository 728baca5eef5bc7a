/** What the consumer sees once a block is done: where the shop took her and the card's state there. */
export interface BlockOutcome {
  /** The address the Block Card page led to (null: it stayed). */
  landedOn: string | null;
  /** The card's status chip on the cards screen, e.g. BLOCKED. */
  status: string | null;
}

/**
 * The Block Card page (/cards/{cardId}/block) and the sign-in window that opens over it when the
 * session has ended, in the consumer's words.
 */
export interface BlockCardPage {
  /** Opens the Block Card page of one of the person's cards ("active", "blocked" …) and confirms. */
  block(person: string, card: string): Promise<void>;
  /** Whether the sign-in window asks the person to sign in again. */
  askedToSignInAgain(): Promise<boolean>;
  /** The sign-in window: the person's password, then the texted code. */
  signInAgain(person: string): Promise<void>;
  /** Where the page led once the block was done, and the card's status chip on the cards screen. */
  outcome(): Promise<BlockOutcome>;
  /** Signs the person in once more (password and texted code); answers how many more blocks the shop was asked for. */
  signInOnceMore(person: string): Promise<number>;
}
