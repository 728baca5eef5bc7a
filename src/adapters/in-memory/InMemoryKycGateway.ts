import type { Consumer } from '../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../domain/kyc/kycLevel';
import type { Transaction } from '../../domain/transactions/Transaction';
import type { KycGateway, KycStatus } from '../../application/kyc/ports/KycGateway';
import type { TokenStore } from '../../application/session/ports/TokenStore';
import type { SandboxCalls } from '../sandbox/SandboxApi';
import { callSandbox } from './callSandbox';

/** The identity-check calls, answered by the in-process sandbox. */
export class InMemoryKycGateway implements KycGateway {
  constructor(
    private readonly sandbox: SandboxCalls,
    private readonly tokens: TokenStore,
  ) {}

  initiate(): Promise<{ reference: string }> {
    return callSandbox(() => this.sandbox.initiateKyc(this.tokens.load()));
  }

  status(level: KycTargetLevel): Promise<KycStatus> {
    return callSandbox(() => this.sandbox.kycStatus(this.tokens.load(), level));
  }

  refreshStatus(): Promise<Consumer> {
    return callSandbox(() => this.sandbox.refreshKycStatus(this.tokens.load()));
  }

  simulate(level: KycTargetLevel): Promise<Consumer> {
    return callSandbox(() => this.sandbox.simulateKyc(this.tokens.load(), level));
  }

  declinedTransactions(): Promise<Transaction[]> {
    return callSandbox(() => this.sandbox.declinedKycTransactions(this.tokens.load()));
  }
}
