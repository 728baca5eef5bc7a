import type { Cents } from '../../../../src/domain/money/Cents';

/** Where "Get my card" took the visitor. */
export type OrderBoxExit =
  | { to: 'register first' }
  | { to: 'sign in first' }
  | { to: 'pay'; orderId: string }
  /** The box stayed, showing the corrected value or a message. */
  | { to: 'nowhere' };

/**
 * The order box, as a visitor uses it: on the landing page, or in the card order dialog (while
 * ordering a card). Actions are what she does; the other methods say what she sees now.
 */
export interface OrderBox {
  /** Types in the card value box (the slider follows). */
  type(text: string): void;
  /** Leaves the card value box. */
  leaveField(): void;
  /** "Get my card". */
  order(): Promise<void>;

  /** Exactly what the card value box holds. */
  shownValue(): string;
  /** Where the slider stands. */
  sliderAt(): Cents;
  /** The message under the box, in the words the visitor reads, or null. */
  message(): string | null;
  canOrder(): boolean;
  /** Where the last "Get my card" took her (or, after signing in again, the order it made). */
  exit(): OrderBoxExit;

  /** The session had run out: the sign-in window is open over the page. */
  askedToSignInAgain(): boolean;
  /** Signs in again through that window; the app then places the order that was cut off. */
  signInAgain(person: string): Promise<void>;
  /** How many orders the shop has made since the box was shown. */
  ordersMade(): number;
}
