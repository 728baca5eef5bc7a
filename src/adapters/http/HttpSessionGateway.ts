import type { Consumer } from '../../domain/consumer/Consumer';
import type { LoginResult, SessionGateway } from '../../application/session/ports/SessionGateway';
import type { HttpTransport } from './HttpTransport';

/** Sign-in, the one-time code and sign-out over the REST contract. Login never carries a bearer header. */
export class HttpSessionGateway implements SessionGateway {
  constructor(private readonly http: HttpTransport) {}

  async login(credentials: { email: string; password: string }): Promise<LoginResult> {
    const { token, consumer } = await this.http.send<LoginResult>({
      method: 'POST',
      path: '/api/consumer/login',
      body: { email: credentials.email, password: credentials.password },
      auth: false,
      reads: ['token'],
    });
    return { token, consumer: consumer ?? null };
  }

  async requestOneTimeCode(): Promise<void> {
    await this.http.send({ method: 'POST', path: '/api/consumer/otp/request' });
  }

  async verifyOneTimeCode(code: string): Promise<{ consumer: Consumer; token: string }> {
    const { consumer, token } = await this.http.send<{ consumer: Consumer; token: string }>({
      method: 'POST',
      path: '/api/consumer/otp/verify',
      body: { code },
      reads: ['consumer', 'token'],
    });
    return { consumer, token };
  }

  async logout(): Promise<void> {
    await this.http.send({ method: 'DELETE', path: '/api/consumer/token' });
  }
}
