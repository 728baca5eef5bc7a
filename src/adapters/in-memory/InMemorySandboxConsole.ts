import type {
  IdentityCheckOutcome,
  OutboxMessage,
  PaymentOutcome,
  PaymentSession,
  SandboxConsole,
} from '../../application/sandbox/ports/SandboxConsole';
import type { SandboxTools } from '../sandbox/SandboxApi';
import { callSandbox, type SandboxSource } from './callSandbox';

/** The sandbox's own pages (outbox, payment provider, identity-check widget), over the in-process sandbox. */
export class InMemorySandboxConsole implements SandboxConsole {
  constructor(private readonly sandbox: SandboxSource<SandboxTools>) {}

  outbox(): Promise<OutboxMessage[]> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.outbox());
  }

  reset(): Promise<void> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.reset());
  }

  paymentSession(paymentId: string): Promise<PaymentSession> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.paymentSession(paymentId));
  }

  completePayment(paymentId: string, outcome: PaymentOutcome): Promise<{ returnPath: string }> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.completePayment(paymentId, outcome));
  }

  completeIdentityCheck(reference: string, outcome: IdentityCheckOutcome): Promise<void> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.completeIdentityCheck(reference, outcome));
  }
}
