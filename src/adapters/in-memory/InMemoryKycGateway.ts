import type { Consumer } from '../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../domain/kyc/kycLevel';
import type { Transaction } from '../../domain/transactions/Transaction';
import type { KycGateway, KycStatus } from '../../application/kyc/ports/KycGateway';
import type { TokenStore } from '../../application/session/ports/TokenStore';
import type { SandboxCalls } from '../sandbox/SandboxApi';
import { callSandbox, type SandboxSource } from './callSandbox';

/** The identity-check calls, answered by the in-process sandbox. */
export class InMemoryKycGateway implements KycGateway {
  constructor(
    private readonly sandbox: SandboxSource<SandboxCalls>,
    private readonly tokens: TokenStore,
  ) {}

  initiate(): Promise<{ reference: string }> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.initiateKyc(this.tokens.load()));
  }

  status(level: KycTargetLevel): Promise<KycStatus> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.kycStatus(this.tokens.load(), level));
  }

  refreshStatus(): Promise<Consumer> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.refreshKycStatus(this.tokens.load()));
  }

  simulate(level: KycTargetLevel): Promise<Consumer> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.simulateKyc(this.tokens.load(), level));
  }

  declinedTransactions(): Promise<Transaction[]> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.declinedKycTransactions(this.tokens.load()));
  }
}
