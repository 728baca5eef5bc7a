import type { Cents } from '../../../../src/domain/money/Cents';

/** Where the shop shows the consumer after the payment provider, or after a result page. */
export type ResultPlace = 'thankYou' | 'pending' | 'cancel' | 'investigation' | 'cards' | 'payment';

/** What the sandbox payment provider's page lets the consumer do, in the scenarios' words. */
export type ProviderOutcome = 'approve' | 'investigation' | 'pending' | 'cancel';

/** An order of the sandbox's demo consumer, by what keeps it from being paid. */
export type DemoOrder = 'already paid' | 'blocked' | 'flagged as suspicious' | 'awaiting payment';

/**
 * Paying an order and the result pages the payment provider sends the consumer back to, told as
 * the consumer sees them: the payment page, the provider's page, the thank-you, pending and cancel
 * pages, and the warning on the cards. Actions move on; the others answer what the screen shows.
 */
export interface PaymentResultsTasks {
  /** The payment page of the scenario's order: the method chosen by its name, Pay, then the outcome on the provider's page. */
  payAndSettle(method: string, outcome: ProviderOutcome): Promise<void>;
  /** Where the consumer is now. */
  place(): ResultPlace | null;
  /** The thank-you page of the order: whether it thanks for a paid order. */
  thankYouShowsPaid(): Promise<boolean>;
  /** The thank-you page's Continue: where it leads, and the balance the selected card shows there. */
  continueFromThankYou(): Promise<{ place: ResultPlace | null; selectedBalance: string | null }>;
  /** A balance as the shop shows it. */
  money(amount: Cents): string;
  /** The payment page of one of the demo consumer's orders: VISA chosen, then Pay. */
  tryToPay(order: DemoOrder, method: string): Promise<void>;
  /** What the payment page says, in the visitor's words (null when it says nothing). */
  paymentPageSays(): string | null;
  /** Whether a payment method can still be chosen, and whether one is still chosen. */
  methodChoice(): { canChoose: boolean; chosen: boolean };
  /** The pending page opens for the scenario's order, or for the demo consumer's partly paid one. */
  openPendingPage(partlyPaid?: boolean): Promise<void>;
  pendingPageWaits(): boolean;
  pendingNoticePosted(): boolean;
  /** Lets time pass on the page shown now; answers where the page sent the consumer, if anywhere. */
  wait(ms: number): Promise<ResultPlace | null>;
  /** Whether any timer of the shop is still waiting. */
  anythingScheduled(): boolean;
  /** The cancel page opens for the scenario's order. */
  openCancelPage(): Promise<void>;
  /** The order's status as the shop knows it. */
  orderStatus(): Promise<string>;
  /** The cards screen opened twice: what each visit warns of a cancelled payment (null: nothing). */
  cancelledWarnings(): [CancelledWarning | null, CancelledWarning | null];
}

/** The cards screen's cancelled-payment warning, in the consumer's words. */
export interface CancelledWarning {
  /** It says the order was cancelled too. */
  orderCancelled: boolean;
  /** It offers to start a new order. */
  newOrderOffered: boolean;
}
