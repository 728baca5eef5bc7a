import type { SecureInput } from '../../application/shared/SecureInput';
import type { HttpTransport } from './HttpTransport';

/**
 * Turns a typed secret (a password) into a vault token through the local server's vault, so the secret
 * never travels in an API call. Needs no session (registration has none); the answered token is the
 * vault's, never stored as the session token.
 */
export class HttpSecureInput implements SecureInput {
  constructor(private readonly http: HttpTransport) {}

  async tokenise(secret: string): Promise<string> {
    const { token } = await this.http.send('tokenise', { body: { secret }, storesToken: false });
    return token;
  }
}
