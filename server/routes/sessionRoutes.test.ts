import { DEMO } from '../../src/adapters/contracts/support/accounts';
import { TOKEN_LIFETIME_MS } from '../../src/adapters/contracts/support/tokenLifetime';
import type { OutboxMessage } from '../../src/application/sandbox/ports/SandboxConsole';
import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';

const context = apiTestServerPerFile();
const server = () => context().server;

async function newestOneTimeCode(): Promise<string | null> {
  const { body } = await server().call('GET', '/sandbox-api/outbox');
  const { messages } = body as { messages: OutboxMessage[] };
  return messages.find((message) => message.kind === 'oneTimeCode')?.code ?? null;
}

describe('session routes', () => {
  describeBadInput(context, {
    unknownPath: '/api/consumer/otp/no-such-call',
    signedInAs: 'demo',
    routes: [
      {
        method: 'POST',
        path: '/api/consumer/login',
        body: { email: DEMO.email, password: DEMO.password },
        wrongBody: { email: 1, password: 1234 },
        needsToken: false,
      },
      { method: 'POST', path: '/api/consumer/otp/request', needsToken: true },
      {
        method: 'POST',
        path: '/api/consumer/otp/verify',
        body: { code: '123456' },
        wrongBody: { code: 123456 },
        needsToken: true,
      },
      { method: 'DELETE', path: '/api/consumer/token', needsToken: true },
    ],
  });

  it('signs in with the texted one-time code, serves the consumer, and signs out', async () => {
    const login = await server().call('POST', '/api/consumer/login', { body: DEMO });
    expect(login).toEqual({ status: 200, body: { consumer: null, token: expect.any(String) } });
    const loginToken = (login.body as { token: string }).token;

    const verified = await server().call('POST', '/api/consumer/otp/verify', {
      body: { code: await newestOneTimeCode() },
      token: loginToken,
    });
    expect(verified).toEqual({
      status: 200,
      body: { consumer: expect.objectContaining({ email: DEMO.email }), token: expect.any(String) },
    });
    const token = (verified.body as { token: string }).token;

    await expect(server().call('GET', '/api/consumer', { token })).resolves.toEqual(
      expect.objectContaining({ status: 200 }),
    );
    await expect(server().call('DELETE', '/api/consumer/token', { token })).resolves.toEqual({
      status: 200,
      body: {},
    });
    await expect(server().call('GET', '/api/consumer', { token })).resolves.toEqual(
      expect.objectContaining({ status: 401 }),
    );
  });

  it('refuses wrong credentials with the sandbox’s 400, saying nothing of which factor was wrong', async () => {
    await expect(
      server().call('POST', '/api/consumer/login', { body: { email: DEMO.email, password: 'Wrong1234' } }),
    ).resolves.toEqual({
      status: 400,
      body: expect.objectContaining({ errorCode: 'invalidCredentials' }),
    });
  });

  it('answers 401 once a token’s 20 minutes are over', async () => {
    const { token } = await server()
      .call('POST', '/api/consumer/login', { body: DEMO })
      .then(({ body }) => body as { token: string });
    const verified = await server().call('POST', '/api/consumer/otp/verify', {
      body: { code: await newestOneTimeCode() },
      token,
    });
    const fullToken = (verified.body as { token: string }).token;

    server().clock.advance(TOKEN_LIFETIME_MS + 1000);

    await expect(server().call('GET', '/api/consumer', { token: fullToken })).resolves.toEqual({
      status: 401,
      body: { errorCode: 'unauthorized', errorMessage: expect.any(String) },
    });
  });
});
