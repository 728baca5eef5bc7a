import type {
  IdentityCheckOutcome,
  OutboxMessage,
  PaymentOutcome,
  PaymentSession,
  SandboxConsole,
} from '../../application/sandbox/ports/SandboxConsole';
import type { HttpTransport } from './HttpTransport';

/**
 * The sandbox's own pages (outbox, payment provider, identity-check widget) over the local API server's
 * /sandbox-api (docs/openapi.yaml, tag Sandbox tools).
 */
export class HttpSandboxConsole implements SandboxConsole {
  constructor(private readonly http: HttpTransport) {}

  async outbox(): Promise<OutboxMessage[]> {
    const { messages } = await this.http.send('outbox');
    return messages;
  }

  async reset(): Promise<void> {
    await this.http.send('reset');
  }

  async paymentSession(paymentId: string): Promise<PaymentSession> {
    const { session } = await this.http.send('paymentSession', { path: { paymentId } });
    return session;
  }

  async completePayment(paymentId: string, outcome: PaymentOutcome): Promise<{ returnPath: string }> {
    const { returnPath } = await this.http.send('completePayment', {
      path: { paymentId },
      body: { outcome },
    });
    return { returnPath };
  }

  async completeIdentityCheck(reference: string, outcome: IdentityCheckOutcome): Promise<void> {
    await this.http.send('completeIdentityCheck', { path: { reference }, body: { outcome } });
  }
}
