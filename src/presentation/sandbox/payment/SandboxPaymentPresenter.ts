import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { friendlyPaymentMethodName } from '../../../domain/payment/paymentMethodName';
import {
  PAYMENT_OUTCOMES,
  SANDBOX_CONSOLE,
  type PaymentOutcome,
  type PaymentSession,
  type SandboxConsole,
} from '../../../application/sandbox/ports/SandboxConsole';
import { attempt } from '../../../application/shared/Result';
import { messageOf, serverWords, type Message } from '../../messages/Message';
import { Navigation } from '../../shell/Navigation';

export const SANDBOX_PAYMENT_KEYS = {
  notFound: 'payment.sandbox.notFound',
  failed: 'payment.sandbox.failed',
} as const;

/**
 * The sandbox's stand-in for the payment provider's page (docs/sandbox.md, "Paying: every outcome"):
 * the amount and method of one payment, and one button per outcome; each sends the browser back to
 * the shop's result route the provider answers.
 */
@injectable()
export class SandboxPaymentPresenter {
  readonly outcomes: readonly PaymentOutcome[] = PAYMENT_OUTCOMES;
  payment: PaymentSession | null = null;
  loading = true;
  /** The payment is unknown (or could not be read): nothing can be chosen. */
  loadFailure: Message | null = null;
  /** The outcome being sent, while it is. */
  completing: PaymentOutcome | null = null;
  failure: Message | null = null;

  constructor(
    @inject(SANDBOX_CONSOLE) private readonly console: SandboxConsole,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<SandboxPaymentPresenter, 'console' | 'navigation'>(this, {
      console: false,
      navigation: false,
      outcomes: false,
    });
  }

  /** The method as the shop names it (the provider page knows only its id). */
  get methodName(): string | null {
    return this.payment ? friendlyPaymentMethodName({ name: this.payment.paymethodId }) : null;
  }

  async load(paymentId: string): Promise<void> {
    this.loading = true;
    this.loadFailure = null;
    const result = await attempt(() => this.console.paymentSession(paymentId));
    runInAction(() => {
      this.loading = false;
      if (result.ok) {
        this.payment = result.value;
        return;
      }
      this.payment = null;
      this.loadFailure = messageOf(
        result.error.kind === 'NotFound' ? SANDBOX_PAYMENT_KEYS.notFound : SANDBOX_PAYMENT_KEYS.failed,
      );
    });
  }

  /** Settles the payment with the outcome and returns to the shop's matching result page. */
  async complete(outcome: PaymentOutcome): Promise<void> {
    const payment = this.payment;
    if (payment === null || this.completing !== null) return;
    this.completing = outcome;
    this.failure = null;
    const result = await attempt(() => this.console.completePayment(payment.paymentId, outcome));
    runInAction(() => {
      this.completing = null;
      if (result.ok) this.navigation.goTo(result.value.returnPath);
      else
        this.failure = result.error.errorMessage
          ? serverWords(result.error.errorMessage)
          : messageOf(SANDBOX_PAYMENT_KEYS.failed);
    });
  }
}
