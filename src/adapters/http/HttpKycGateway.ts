import type { Consumer } from '../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../domain/kyc/kycLevel';
import type { Transaction } from '../../domain/transactions/Transaction';
import type { KycGateway, KycStatus } from '../../application/kyc/ports/KycGateway';
import { GatewayError } from '../../application/shared/GatewayError';
import type { HttpTransport } from './HttpTransport';

interface StatusAnswer {
  isPendingReview: boolean;
  isApproved: boolean;
  consumer?: Consumer | null;
}

/** The identity-check calls over the REST contract. */
export class HttpKycGateway implements KycGateway {
  constructor(private readonly http: HttpTransport) {}

  async initiate(): Promise<{ reference: string }> {
    const { data } = await this.http.send<{ data: { reference?: unknown } | null }>({
      method: 'GET',
      path: '/api/consumer/kyc',
      reads: ['data'],
    });
    const reference = data?.reference;
    if (typeof reference !== 'string') {
      throw new GatewayError('ServerError', {
        diagnostic: 'GET /api/consumer/kyc answered no data.reference',
      });
    }
    return { reference };
  }

  async status(level: KycTargetLevel): Promise<KycStatus> {
    const answer = await this.http.send<StatusAnswer>({
      method: 'GET',
      path: '/api/consumer/kyc-status',
      query: { level },
      reads: ['isPendingReview', 'isApproved'],
    });
    // The consumer comes only with an approval.
    return {
      isPendingReview: answer.isPendingReview,
      isApproved: answer.isApproved,
      consumer: answer.consumer ?? null,
    };
  }

  async refreshStatus(): Promise<Consumer> {
    const { consumer } = await this.http.send<{ consumer: Consumer }>({
      method: 'PUT',
      path: '/api/consumer/kyc-status',
      reads: ['consumer'],
    });
    return consumer;
  }

  async simulate(level: KycTargetLevel): Promise<Consumer> {
    const { consumer } = await this.http.send<{ consumer: Consumer }>({
      method: 'GET',
      path: '/api/consumer/simulate-kyc',
      query: { level },
      reads: ['consumer'],
    });
    return consumer;
  }

  async declinedTransactions(): Promise<Transaction[]> {
    const { declinedTransactions } = await this.http.send<{ declinedTransactions: Transaction[] }>({
      method: 'GET',
      path: '/api/consumer/declined-kyc-transactions',
      reads: ['declinedTransactions'],
    });
    return declinedTransactions;
  }
}
