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
import type { PaymentMessage } from '../../payment/paymentMessages';

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
  loadFailure: PaymentMessage | null = null;
  /** The outcome being sent, while it is. */
  completing: PaymentOutcome | null = null;
  failure: PaymentMessage | null = null;

  constructor(@inject(SANDBOX_CONSOLE) private readonly console: SandboxConsole) {
    makeAutoObservable<SandboxPaymentPresenter, 'console'>(this, { console: false, outcomes: false });
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
      this.loadFailure =
        result.error.kind === 'NotFound'
          ? { key: SANDBOX_PAYMENT_KEYS.notFound }
          : { key: SANDBOX_PAYMENT_KEYS.failed };
    });
  }

  /** Settles the payment with the outcome; answers the shop path to return to, or null when it failed. */
  async complete(outcome: PaymentOutcome): Promise<string | null> {
    const payment = this.payment;
    if (payment === null || this.completing !== null) return null;
    this.completing = outcome;
    this.failure = null;
    const result = await attempt(() => this.console.completePayment(payment.paymentId, outcome));
    return runInAction(() => {
      this.completing = null;
      if (result.ok) return result.value.returnPath;
      this.failure = result.error.errorMessage
        ? { text: result.error.errorMessage }
        : { key: SANDBOX_PAYMENT_KEYS.failed };
      return null;
    });
  }
}
