import type {
  IdentityCheckOutcome,
  OutboxMessage,
  PaymentOutcome,
  PaymentSession,
  SandboxConsole,
} from '../../application/sandbox/ports/SandboxConsole';
import { apiPath } from './apiPath';
import type { HttpTransport } from './HttpTransport';

/** The sandbox's own pages (outbox, payment provider, identity-check widget) over the local API server's /sandbox-api. */
export class HttpSandboxConsole implements SandboxConsole {
  constructor(private readonly http: HttpTransport) {}

  async outbox(): Promise<OutboxMessage[]> {
    const { messages } = await this.http.send<{ messages: OutboxMessage[] }>({
      method: 'GET',
      path: '/sandbox-api/outbox',
      reads: ['messages'],
    });
    return messages;
  }

  async reset(): Promise<void> {
    await this.http.send({ method: 'POST', path: '/sandbox-api/reset' });
  }

  async paymentSession(paymentId: string): Promise<PaymentSession> {
    const { session } = await this.http.send<{ session: PaymentSession }>({
      method: 'GET',
      path: apiPath`/sandbox-api/payment/${paymentId}`,
      reads: ['session'],
    });
    return session;
  }

  async completePayment(paymentId: string, outcome: PaymentOutcome): Promise<{ returnPath: string }> {
    const { returnPath } = await this.http.send<{ returnPath: string }>({
      method: 'POST',
      path: apiPath`/sandbox-api/payment/${paymentId}/complete`,
      body: { outcome },
      reads: ['returnPath'],
    });
    return { returnPath };
  }

  async completeIdentityCheck(reference: string, outcome: IdentityCheckOutcome): Promise<void> {
    await this.http.send({
      method: 'POST',
      path: apiPath`/sandbox-api/identity-check/${reference}`,
      body: { outcome },
    });
  }
}
