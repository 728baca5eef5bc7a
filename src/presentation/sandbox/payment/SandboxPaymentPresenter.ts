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
import { Call } from '../../calls/Call';
import { Navigation } from '../../shell/Navigation';
import type { PageAt, PagePresenter } from '../../shell/PageHost';

/** The sandbox's stand-in for the payment provider's page (docs/sandbox.md, "Paying: every outcome"). */
@injectable()
export class SandboxPaymentPresenter implements PagePresenter<'paymentId'> {
  readonly outcomes: readonly PaymentOutcome[] = PAYMENT_OUTCOMES;
  /** The payment, read on entry: an unknown one (or one that could not be read) leaves nothing to choose. */
  readonly payment = new Call<PaymentSession>({
    notFound: 'payment.sandbox.notFound',
    serverWords: 'never',
    otherwise: 'payment.sandbox.failed',
  });
  /** The outcome sent, back to the shop's result route once the sandbox has settled it. */
  readonly completion = new Call<{ returnPath: string }>(
    { otherwise: 'payment.sandbox.failed' },
    { done: ({ returnPath }) => this.navigation.goTo(returnPath) },
  );
  completing: PaymentOutcome | null = null;

  constructor(
    @inject(SANDBOX_CONSOLE) private readonly console: SandboxConsole,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    // A port injected by token may be bound to a plain object: kept as it is, not made observable.
    makeAutoObservable<SandboxPaymentPresenter, 'console'>(this, { console: false });
  }

  /** The method as the shop names it (the provider page knows only its id). */
  get methodName(): string | null {
    const payment = this.payment.value;
    return payment ? friendlyPaymentMethodName({ name: payment.paymethodId }) : null;
  }

  async enter({ params }: PageAt<'paymentId'>): Promise<void> {
    await this.payment.run(() => attempt(() => this.console.paymentSession(params.paymentId)));
  }

  async complete(outcome: PaymentOutcome): Promise<void> {
    const payment = this.payment.value;
    if (payment === null || this.completing !== null) return;
    this.completing = outcome;
    await this.completion.run(() => attempt(() => this.console.completePayment(payment.paymentId, outcome)));
    runInAction(() => (this.completing = null));
  }
}
