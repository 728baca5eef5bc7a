import type { ServiceIdentifier } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { Transaction } from '../../../domain/transactions/Transaction';
import type { KycTargetLevel } from '../../../domain/kyc/kycLevel';

export interface KycStatus {
  isPendingReview: boolean;
  isApproved: boolean;
  /** Sent on approval. */
  consumer: Consumer | null;
}

/** Identity check calls (SPEC section 7). */
export interface KycGateway {
  /** Starts (or resumes) a check; the reference authorises the hosted widget. */
  initiate(): Promise<{ reference: string }>;
  status(level: KycTargetLevel): Promise<KycStatus>;
  refreshStatus(): Promise<Consumer>;
  simulate(level: KycTargetLevel): Promise<Consumer>;
  declinedTransactions(): Promise<Transaction[]>;
}

export const KYC_GATEWAY: ServiceIdentifier<KycGateway> = Symbol.for('KycGateway');
