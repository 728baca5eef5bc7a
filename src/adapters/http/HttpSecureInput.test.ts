import { DEMO } from '../contracts/support/accounts';
import { MemoryTokenStore } from '../contracts/support/MemoryTokenStore';
import { HttpSecureInput } from './HttpSecureInput';
import { HttpSessionGateway } from './HttpSessionGateway';
import { HttpTransport } from './HttpTransport';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { transportTo } from './testing/httpFixture';
import { localApiServerForFile } from './testing/localApiServer';

describe('HttpSecureInput', () => {
  const server = localApiServerForFile();

  it('answers a vault token the API accepts in place of the password', async () => {
    const http = transportTo(server());

    const password = await new HttpSecureInput(http).tokenise(DEMO.password);

    expect(password).not.toBe(DEMO.password);
    await expect(new HttpSessionGateway(http).login({ email: DEMO.email, password })).resolves.toEqual(
      expect.objectContaining({ token: expect.any(String) }),
    );
  });

  it('sends the secret with no session token, and never stores the vault token as one', async () => {
    const api = fakeFetch(() => jsonResponse({ token: 'vault-token' }));
    const tokens = new MemoryTokenStore();
    tokens.save('session-token');
    const http = new HttpTransport({
      baseUrl: 'http://api.test',
      tokens,
      language: () => 'en',
      fetch: api.fetch,
    });

    await expect(new HttpSecureInput(http).tokenise('Secret123')).resolves.toBe('vault-token');

    expect(api.only()).toEqual(
      expect.objectContaining({
        url: 'http://api.test/sandbox-api/vault/tokenise',
        body: { secret: 'Secret123' },
      }),
    );
    expect(api.only().headers.has('Authorization')).toBe(false);
    expect(tokens.load()).toBe('session-token');
  });
});
