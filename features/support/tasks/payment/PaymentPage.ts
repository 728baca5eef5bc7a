import type { Cents } from '../../../../src/domain/money/Cents';

/** A line of the price box: its name as the feature says it, and its amount (discounts below zero). */
export type PriceLine = [name: string, amount: Cents];

/** The card value editor (the amount dialog) as the consumer sees it. */
export interface ValueEditorView {
  /** Exactly what the card value box holds. */
  value: string;
  sliderAt: Cents;
  /** The message under the box, in the words the consumer reads, or null. */
  message: string | null;
  canSave: boolean;
}

/**
 * The payment page of the scenario's order, as the consumer uses it: the price box, the card value
 * editor, the promo box, the payment methods and Pay, the session countdown and the sign-in window
 * that opens over the page. Actions are what she does; the other methods say what she sees now.
 */
export interface PaymentPage {
  /** Opens (or opens again) the payment page of the scenario's order. */
  visit(): Promise<void>;
  /** The lines the price box shows, in order (a free creation fee and no discount are left out). */
  priceLines(): Promise<PriceLine[]>;

  chooseMethodAndPay(name: string): Promise<void>;
  /** Pay led to the payment provider's page, with no error on the page. */
  wentToProvider(): boolean;
  canPay(): boolean;
  /** The provider's page: declines or approves, then sends her back; answers the path she lands on. */
  providerDecides(outcome: 'decline' | 'approve'): Promise<string>;
  /** The order error page's way back to the payment page. */
  backFromErrorPage(): Promise<void>;
  /** The messages the page shows, in the words the consumer reads. */
  messages(): string[];
  methodsGreyedOut(): boolean;
  chosenMethod(): string | null;
  /** Tries to choose a method by its id; greyed-out methods cannot be chosen. */
  tryToChooseMethod(id: string): void;

  applyPromo(code: string): Promise<void>;
  removePromo(code: string): Promise<void>;
  appliedPromoCodes(): string[];
  /** The promo box's message, in the words the consumer reads, or null. */
  promoMessage(): string | null;

  /** What the session countdown reads, or null while it shows nothing. */
  countdown(): Promise<string | null>;
  letTimePass(ms: number): Promise<void>;
  signInWindow(): { open: boolean; email: string; emailLocked: boolean };
  /** Signs in again in the sign-in window: her password, then the texted code. */
  signInAgain(password: string): Promise<void>;
  /** The sign-in window and the code window are closed and nothing leads away from the page. */
  stillOnPageWithOrder(): boolean;

  openValueEditor(): Promise<void>;
  typeValue(text: string): void;
  leaveValueField(): void;
  /** The editor's Save, whatever it allows. */
  saveValue(): Promise<void>;
  valueEditor(): ValueEditorView | null;
  /** The card value the order carries. */
  orderedValue(): Cents | null;
}
