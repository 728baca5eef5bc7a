/** The card's secrets as the secure widget shows them to Camille (and only to her). */
export interface ShownDetails {
  /** As printed on a card: four groups of four digits. */
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
}

/** Camille and her card's details, told in what she does and sees. */
export interface CardDetailsTasks {
  /** She asks to see the details of one of her cards ('active'). */
  ask(card: string): Promise<void>;
  /** Once the details are hidden again, she asks for them anew (a new code is texted). */
  askAgain(): Promise<void>;
  /** How many one-time codes were texted to her since the scenario began. */
  codesTexted(): Promise<number>;
  confirmWithReceivedCode(): Promise<void>;
  confirmWithWrongCode(): Promise<void>;
  /** What the widget shows her; null while the details are hidden. */
  shown(): Promise<ShownDetails | null>;
  /** The number, expiry and CVV the issuer holds for the card, to compare. */
  issued(card: string): Promise<ShownDetails>;
  /** The message she reads in the details window, in English; null when there is none. */
  message(): string | null;
  done(): void;
  copy(detail: 'card number' | 'CVV'): Promise<void>;
  /** The last text copied, as she would paste it. */
  pasted(): string | null;
  offered(card: string): boolean;
  askedToSignIn(): boolean;
  signInAgain(): Promise<void>;
  tryAgain(): Promise<void>;
}
