import type { Consumer } from '../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../domain/kyc/kycLevel';
import type { Transaction } from '../../domain/transactions/Transaction';
import type { KycGateway, KycStatus } from '../../application/kyc/ports/KycGateway';
import type { HttpTransport } from './HttpTransport';

/** The identity-check calls over the REST contract (docs/openapi.yaml, tag Identity check). */
export class HttpKycGateway implements KycGateway {
  constructor(private readonly http: HttpTransport) {}

  async initiate(): Promise<{ reference: string }> {
    const { data } = await this.http.send('initiateKyc');
    return { reference: data.reference };
  }

  async status(level: KycTargetLevel): Promise<KycStatus> {
    const answer = await this.http.send('kycStatus', { query: { level } });
    // The consumer comes only with an approval.
    return {
      isPendingReview: answer.isPendingReview,
      isApproved: answer.isApproved,
      consumer: answer.consumer ?? null,
    };
  }

  async refreshStatus(): Promise<Consumer> {
    const { consumer } = await this.http.send('refreshKycStatus');
    return consumer;
  }

  /** The sandbox's Simulate Success (docs/openapi.yaml, tag Sandbox tools). */
  async simulate(level: KycTargetLevel): Promise<Consumer> {
    const { consumer } = await this.http.send('simulateKyc', { query: { level } });
    return consumer;
  }

  async declinedTransactions(): Promise<Transaction[]> {
    const { declinedTransactions } = await this.http.send('declinedKycTransactions');
    return declinedTransactions;
  }
}
