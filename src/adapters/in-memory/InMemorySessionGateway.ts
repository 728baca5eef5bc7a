import type { Consumer } from '../../domain/consumer/Consumer';
import type { LoginResult, SessionGateway } from '../../application/session/ports/SessionGateway';
import type { TokenStore } from '../../application/session/ports/TokenStore';
import type { SandboxCalls } from '../sandbox/SandboxApi';
import { callSandbox, type SandboxSource } from './callSandbox';

/** Sign-in, the one-time code and sign-out, answered by the in-process sandbox. Login sends no token. */
export class InMemorySessionGateway implements SessionGateway {
  constructor(
    private readonly sandbox: SandboxSource<SandboxCalls>,
    private readonly tokens: TokenStore,
  ) {}

  login(credentials: { email: string; password: string }): Promise<LoginResult> {
    const body = structuredClone(credentials);
    return callSandbox(this.sandbox, (sandbox) => sandbox.login(body));
  }

  requestOneTimeCode(): Promise<void> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.requestOneTimeCode(this.tokens.load()));
  }

  verifyOneTimeCode(code: string): Promise<{ consumer: Consumer; token: string }> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.verifyOneTimeCode(this.tokens.load(), code));
  }

  logout(): Promise<void> {
    return callSandbox(this.sandbox, (sandbox) => sandbox.logout(this.tokens.load()));
  }
}
