import type {
  IdentityCheckOutcome,
  OutboxMessage,
  PaymentOutcome,
} from '../../../application/sandbox/ports/SandboxConsole';
import type { FaultStatus, SandboxCall } from '../../sandbox/SandboxApi';

/**
 * The sandbox tools a contract suite needs to arrange and inspect a scenario. Asynchronous because
 * the HTTP runs reach them over HTTP on the local API server; the in-memory runs call them in-process.
 */
export interface ContractSandbox {
  outbox(): Promise<OutboxMessage[]>;
  reset(): Promise<void>;
  /** The next call of that kind fails once with the status, or with no answer for 'network'. */
  failNext(call: SandboxCall, status: FaultStatus): Promise<void>;
  completePayment(paymentId: string, outcome: PaymentOutcome): Promise<{ returnPath: string }>;
  completeIdentityCheck(reference: string, outcome: IdentityCheckOutcome): Promise<void>;
  /** Moves the sandbox's clock forward (token expiry, resend waits). */
  advanceClock(ms: number): Promise<void>;
  /** The secure-input service: a typed password becomes the token the calls carry. */
  tokenise(secret: string): Promise<string>;
}
