import type { Consumer } from '../../domain/consumer/Consumer';
import type {
  ConsumerGateway,
  ConsumerWithToken,
  ContactChange,
  ContactUpdate,
  ProfileUpdate,
  RegisterPayload,
  SendResult,
} from '../../application/consumer/ports/ConsumerGateway';
import type { TokenStore } from '../../application/session/ports/TokenStore';
import type { SandboxCalls } from '../sandbox/SandboxApi';
import { callSandbox, type SandboxSource } from './callSandbox';

/** The consumer calls, answered by the in-process sandbox. Inputs are copied as a request body would be. */
export class InMemoryConsumerGateway implements ConsumerGateway {
  constructor(
    private readonly sandbox: SandboxSource<SandboxCalls>,
    private readonly tokens: TokenStore,
  ) {}

  register(payload: RegisterPayload): Promise<ConsumerWithToken> {
    const body = structuredClone(payload);
    return callSandbox(this.sandbox, (sandbox) => sandbox.register(body));
  }

  fetch(): Promise<ConsumerWithToken> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.fetchConsumer(this.tokens.load()));
  }

  updateContact(change: ContactChange): Promise<ContactUpdate> {
    const body = structuredClone(change);
    return callSandbox(this.sandbox, (sandbox) => sandbox.updateContact(this.tokens.load(), body));
  }

  updateProfile(update: ProfileUpdate): Promise<Consumer> {
    const body = structuredClone(update);
    return callSandbox(this.sandbox, (sandbox) => sandbox.updateProfile(this.tokens.load(), body));
  }

  sendVerificationEmail(): Promise<SendResult> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.sendVerificationEmail(this.tokens.load()));
  }

  checkEmailCode(check: { nonce: string; cons: string }): Promise<{ verified: boolean }> {
    const body = structuredClone(check);
    return callSandbox(this.sandbox, (sandbox) => sandbox.checkEmailCode(this.tokens.load(), body));
  }

  addMobileDevice(): Promise<SendResult> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.addMobileDevice(this.tokens.load()));
  }

  verifyMobileDevice(code: string): Promise<{ verified: boolean }> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.verifyMobileDevice(this.tokens.load(), code));
  }

  startPasswordReset(email: string): Promise<SendResult> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.startPasswordReset(email));
  }

  resumePasswordReset(reset: { newPassword: string; nonce: string; email: string }): Promise<void> {
    const body = structuredClone(reset);
    return callSandbox(this.sandbox, (sandbox) => sandbox.resumePasswordReset(body));
  }
}
