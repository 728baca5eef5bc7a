import type { Consumer } from '../../../../src/domain/consumer/Consumer';

/** The page the order success page shows, or sends the consumer to. */
export type SuccessPageShown = 'the thank-you page' | 'the investigation page' | 'the error page';

/** Where Continue on the thank-you page leads, and the card selected there (null: none). */
export interface ContinuedTo {
  /** "my cards", "the identity verification information", or the path when it is neither. */
  place: string;
  selected: string | null;
}

/** What the pending page did after its checks. */
export interface PendingPageState {
  wentToThankYou: boolean;
  /** Still waiting for the result (another check due, or the calm message). */
  stillWaiting: boolean;
  /** The delays of the checks it still has to make, in seconds. */
  checksDue: number[];
  toldTheShopStillPending: boolean;
  /** How many times it asked the issuer for the order. */
  checks: number;
}

export interface ProfilesSeen {
  held: Consumer | null;
  carried: Consumer | null;
  before: Consumer | null;
}

/** What the payment page shows after Pay. */
export interface PaymentPageState {
  /** The message under Pay, as the consumer reads it (null: none). */
  message: string | null;
  methodsDisabled: boolean;
  chosenMethod: string | null;
  payEnabled: boolean;
}

/**
 * After paying: the order success page, the pending page and the payment page, told in what the
 * consumer does and sees. The order is as the issuer reports it: the scenario says its payment state
 * and its status in words ("partially paid", "pending payment").
 */
export interface OrderResultTasks {
  /** The issuer reports the order in this payment state and status. */
  orderReportedAs(payment: string, status: string): void;
  /** What profile the paid order carries: the consumer's, changed; none; or (by default) hers as it is. */
  orderCarriesProfile(profile: 'updated' | 'none'): void;
  /** Who pays: a consumer who passed the full identity check, or only the basic check. */
  payerPassed(check: 'full' | 'basic'): void;
  /** The card the paid order brought, or none. */
  orderBrought(card: string | null): void;

  openSuccessPage(): Promise<SuccessPageShown>;
  /** The profile the shop holds now, the one the paid order carried, and the one it held before. */
  profiles(): ProfilesSeen;
  continueFromThankYou(): Promise<ContinuedTo>;

  /** Opens the pending page and lets time run to that moment. */
  checkOnPendingPage(moment: 'on arrival' | 'on its retry' | 'after its retry'): Promise<PendingPageState>;

  /** Opens the payment page of an order awaiting payment, choosing a method or not. */
  openPaymentPage(chooseMethod: boolean): Promise<void>;
  /** Pay, the payment cannot start, and the order read again is reported as `payment` (null: cannot be read). */
  payButPaymentCannotStart(payment: string | null): Promise<void>;
  paymentPage(): PaymentPageState;
}
