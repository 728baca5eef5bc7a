import { MemoryStorage } from '../src/adapters/browser/MemoryStorage';
import { createSandbox } from '../src/adapters/sandbox/createSandbox';
import type { SandboxApi } from '../src/adapters/sandbox/SandboxApi';
import { startApiTestServer, TEST_APP_ORIGIN, type ApiTestServer } from './testing/apiTestServer';
import { signInOnSandbox } from './testing/apiTestServerPerFile';
import { DEMO } from '../src/adapters/contracts/support/accounts';

/** A sandbox whose fetchConsumer breaks the way a bug would: not a SandboxError. */
function brokenSandbox(): SandboxApi {
  const sandbox = createSandbox({ storage: new MemoryStorage() });
  return {
    ...sandbox,
    fetchConsumer: () => {
      throw new Error('database exploded');
    },
  };
}

/** 100 kB, the body limit, in bytes. */
const LIMIT = 100 * 1024;

/** A tokenise body of exactly `bytes` bytes. */
function tokeniseBodyOf(bytes: number): string {
  const frame = JSON.stringify({ secret: '' });
  return JSON.stringify({ secret: 'x'.repeat(bytes - frame.length) });
}

describe('createApiServer', () => {
  let server: ApiTestServer;

  beforeAll(async () => {
    server = await startApiTestServer({ sandbox: brokenSandbox() });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.sandbox.reset();
    server.logs.length = 0;
  });

  it('answers 404 notFound for a path or a method the contract does not list', async () => {
    const notFound = { status: 404, body: { errorCode: 'notFound', errorMessage: expect.any(String) } };

    // With a session: without one, every /api path is 401 (http/sessionGate.test.ts).
    const token = signInOnSandbox(server.sandbox, DEMO);

    await expect(server.call('GET', '/')).resolves.toEqual(notFound);
    await expect(server.call('GET', '/api/nothing/here', { token })).resolves.toEqual(notFound);
    await expect(server.call('DELETE', '/api/order/create', { token })).resolves.toEqual(notFound);
  });

  it('answers an unexpected failure with 500 and no stack, which goes to the log instead', async () => {
    const token = signInOnSandbox(server.sandbox, DEMO);
    const response = await server.send('GET', '/api/consumer', { token });
    const text = await response.text();

    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ errorMessage: 'Internal error' });
    expect(text).not.toMatch(/exploded|at |\.ts/);
    expect(server.logs.join('\n')).toMatch(
      /^Internal error on GET \/api\/consumer: Error: database exploded\n\s+at /m,
    );
  });

  it('accepts a body of exactly 100 kB and refuses one byte more', async () => {
    const atLimit = await server.call('POST', '/sandbox-api/vault/tokenise', {
      rawBody: tokeniseBodyOf(LIMIT),
    });
    const overLimit = await server.call('POST', '/sandbox-api/vault/tokenise', {
      rawBody: tokeniseBodyOf(LIMIT + 1),
    });

    expect(atLimit).toEqual({ status: 200, body: { token: expect.any(String) } });
    expect(overLimit).toEqual({
      status: 400,
      body: { errorCode: 'bodyTooLarge', errorMessage: expect.any(String) },
    });
  });

  it('logs one line per request: method, path without the query, status and duration, never a token or a body', async () => {
    const token = signInOnSandbox(server.sandbox, DEMO);
    server.logs.length = 0;

    await server.call('GET', '/api/card/card-demo-active/settlement?settlementId=secret-id', { token });
    await server.call('POST', '/api/consumer/login', {
      body: { email: DEMO.email, password: DEMO.password },
    });

    expect(server.logs).toEqual([
      expect.stringMatching(/^GET \/api\/card\/card-demo-active\/settlement 404 \d+ms$/),
      expect.stringMatching(/^POST \/api\/consumer\/login 200 \d+ms$/),
    ]);
    const logged = server.logs.join('\n');
    for (const secret of [token, 'secret-id', DEMO.password, DEMO.email])
      expect(logged).not.toContain(secret);
  });

  it('logs the sandbox provider pages by route, never the payment id or identity-check reference that opens them', async () => {
    const token = signInOnSandbox(server.sandbox, DEMO);
    const { orderId } = server.sandbox.createOrder(token, 2000);
    const { redirectUrl } = server.sandbox.startPayment(token, orderId, 'visa', 'log-key');
    const paymentId = decodeURIComponent(redirectUrl.split('/').at(-1) ?? '');
    const { reference } = server.sandbox.initiateKyc(token);
    server.logs.length = 0;

    await server.call('GET', `/sandbox-api/payment/${paymentId}`);
    await server.call('POST', `/Sandbox-API/Payment/${paymentId}/complete`, { body: { outcome: 'decline' } });
    await server.call('POST', `/sandbox-api/identity-check/${reference}`, { body: { outcome: 'submit' } });

    expect(server.logs).toEqual([
      expect.stringMatching(/^GET \/sandbox-api\/payment\/\{paymentId\} 200 \d+ms$/),
      expect.stringMatching(/^POST \/sandbox-api\/payment\/\{paymentId\}\/complete 200 \d+ms$/),
      expect.stringMatching(/^POST \/sandbox-api\/identity-check\/\{reference\} 200 \d+ms$/),
    ]);
    const logged = server.logs.join('\n');
    for (const secret of [paymentId, reference]) expect(logged).not.toContain(secret);
  });

  it('answers a CORS preflight from the app’s origin with the headers the app sends', async () => {
    const preflight = await fetch(`${server.baseUrl}/api/order/order-1/payment`, {
      method: 'OPTIONS',
      headers: {
        Origin: TEST_APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,accept-language,content-type,idempotency-key',
      },
    });

    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['authorization', 'accept-language', 'content-type', 'idempotency-key']),
    );
  });

  it('lets the app’s origin read answers, and no other origin', async () => {
    const fromApp = await fetch(`${server.baseUrl}/sandbox-api/outbox`, {
      headers: { Origin: TEST_APP_ORIGIN },
    });
    const fromElsewhere = await fetch(`${server.baseUrl}/sandbox-api/outbox`, {
      headers: { Origin: 'https://evil.example' },
    });

    expect(fromApp.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the clock only on a test clock', async () => {
    const realTime = await startApiTestServer({ clock: undefined });
    try {
      await expect(
        realTime.call('POST', '/sandbox-api/clock/advance', { body: { ms: 1000 } }),
      ).resolves.toEqual({
        status: 404,
        body: { errorCode: 'notFound', errorMessage: expect.any(String) },
      });
    } finally {
      await realTime.close();
    }
  });
});

describe('an answer off docs/openapi.yaml (answers are checked in the server’s tests)', () => {
  let server: ApiTestServer;

  beforeAll(async () => {
    const sandbox = createSandbox({ storage: new MemoryStorage() });
    // A card whose available balance is a figure in a string, as a careless issuer might send it.
    const drifting: SandboxApi = {
      ...sandbox,
      getCard: (bearer, cardId) =>
        Object.assign(sandbox.getCard(bearer, cardId), { availableBalance: '12.50' }),
    };
    server = await startApiTestServer({ sandbox: drifting });
  });
  afterAll(() => server.close());

  it('is a 500 naming the mismatch, so the test that met it fails', async () => {
    const token = signInOnSandbox(server.sandbox, DEMO);
    await expect(server.call('GET', '/api/card/card-demo-active', { token })).resolves.toEqual({
      status: 500,
      body: {
        errorCode: 'answerOffContract',
        errorMessage: expect.stringContaining('/response/card/availableBalance must be object'),
      },
    });
  });
});
