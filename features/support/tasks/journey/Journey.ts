import type { Cents } from '../../../../src/domain/money/Cents';
import type { Place } from './places';

/** Price lines of the payment page, in cents. */
export interface ExpectedPrice {
  cardPrice: Cents;
  serviceFee: Cents;
  total: Cents;
}

/** Price lines of Buy New Card before paying, in cents: a card after the first has a creation fee. */
export interface ExpectedPriceWithCreationFee extends ExpectedPrice {
  creationFee: Cents;
}

/**
 * One visitor's way through the shop (a new visitor from the landing page, or a returning consumer
 * from her cards), told in what she does and what she sees. The same steps
 * drive it in-process (ApplicationJourney, the application profile) or through the pages in
 * Chromium (BrowserJourney, the ui profile). Actions move her on; `expect…` methods check what
 * she sees now and fail with a message saying what differs.
 */
export interface Journey {
  /** A visitor with nothing stored opens the landing page. */
  openShop(): Promise<void>;
  /** A returning consumer signs in on Authorization (password, then the texted code) and sees her cards. */
  signInToCards(person: string): Promise<void>;
  /** The cards screen's buy button, on to Buy New Card. */
  chooseToBuyNewCard(): Promise<void>;
  /** Buy New Card's amount box. */
  chooseCardValue(value: Cents): Promise<void>;
  /** Buy New Card's "Get my card": the order is made, on to Payment. */
  goOnToPay(): Promise<void>;
  /** The landing page's "Create my account". */
  chooseToCreateAccount(): Promise<void>;
  /** The landing page's order box: the value, then "Get my card". */
  orderCard(value: Cents): Promise<void>;
  /** The register tab: e-mail, mobile number, password, the terms accepted. */
  register(): Promise<void>;
  /** Opens the newest verification e-mail in the sandbox outbox, follows its link and continues. */
  confirmEmailFromOutbox(): Promise<void>;
  /** Reads the newest texted code in the sandbox outbox, types it in and continues. */
  confirmMobileFromOutbox(): Promise<void>;
  /** Personal info, address info and financial info, each step sent. */
  giveProfile(): Promise<void>;
  /** The identity check's Simulate Success (sandbox only). */
  passIdentityCheckWithSimulateSuccess(): Promise<void>;
  /** Chooses a payment method by the name the payment page shows. */
  choosePaymentMethod(name: string): Promise<void>;
  pay(): Promise<void>;
  /** The sandbox payment provider's Approve. */
  approvePayment(): Promise<void>;
  /** The thank-you page's Continue. */
  continueFromThankYou(): Promise<void>;
  /** Verify later, on the order's identity-verification information. */
  verifyLater(): Promise<void>;

  expectToBeOn(place: Place): Promise<void>;
  expectPrice(price: ExpectedPrice): Promise<void>;
  /** What Buy New Card says the chosen value will cost, before paying. */
  expectPriceBeforePaying(price: ExpectedPriceWithCreationFee): Promise<void>;
  /** The payment page shows the card creation as free (a first card). */
  expectFreeCardCreation(): Promise<void>;
  /** Buy New Card's order box holds this amount and says these words under it. */
  expectOrderBoxOffering(amount: Cents, words: string): Promise<void>;
  expectPayAvailable(available: boolean): Promise<void>;
  /** The payment provider's page asks for this amount. */
  expectProviderAsks(amount: Cents): Promise<void>;
  /** The cards show a card selected (`selected` in the address) holding this balance. */
  expectSelectedCardHolding(balance: Cents): Promise<void>;
}
