import type { Consumer } from '../../domain/consumer/Consumer';
import type { LoginResult, SessionGateway } from '../../application/session/ports/SessionGateway';
import type { HttpTransport } from './HttpTransport';

/**
 * Sign-in, the one-time code and sign-out over the REST contract (docs/openapi.yaml, tag Session).
 * Login never carries a bearer header (the document gives it no security).
 */
export class HttpSessionGateway implements SessionGateway {
  constructor(private readonly http: HttpTransport) {}

  async login(credentials: { email: string; password: string }): Promise<LoginResult> {
    const { token, consumer } = await this.http.send('login', {
      body: { email: credentials.email, password: credentials.password },
    });
    return { token, consumer: consumer ?? null };
  }

  async requestOneTimeCode(): Promise<void> {
    await this.http.send('requestOneTimeCode');
  }

  async verifyOneTimeCode(code: string): Promise<{ consumer: Consumer; token: string }> {
    const { consumer, token } = await this.http.send('verifyOneTimeCode', { body: { code } });
    return { consumer, token };
  }

  async logout(): Promise<void> {
    await this.http.send('logout');
  }
}
