import type { ServiceIdentifier } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';

export interface LoginResult {
  /** Grants only the one-time-code calls until the code is verified. */
  token: string;
  consumer: Consumer | null;
}

/** Sign-in, the one-time code that follows it, and sign-out (SPEC section 7). */
export interface SessionGateway {
  login(credentials: { email: string; password: string }): Promise<LoginResult>;
  requestOneTimeCode(): Promise<void>;
  verifyOneTimeCode(code: string): Promise<{ consumer: Consumer; token: string }>;
  logout(): Promise<void>;
}

export const SESSION_GATEWAY: ServiceIdentifier<SessionGateway> = Symbol.for('SessionGateway');
