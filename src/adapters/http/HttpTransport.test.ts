import type { Language } from '../../domain/language/Language';
import { MemoryTokenStore } from '../contracts/support/MemoryTokenStore';
import { expectGatewayError } from '../contracts/support/expectGatewayError';
import { DEFAULT_TIMEOUT_MS, HttpTransport, type FetchFunction } from './HttpTransport';
import { DEMO } from '../contracts/support/accounts';
import { newestCode } from '../contracts/support/outbox';
import { paymentIdOf } from '../contracts/support/payments';
import { HttpConsumerGateway } from './HttpConsumerGateway';
import { HttpOrderGateway } from './HttpOrderGateway';
import { HttpSessionGateway } from './HttpSessionGateway';
import { fakeFetch, jsonResponse } from './testing/fakeFetch';
import { httpContractSandbox, transportTo } from './testing/httpFixture';
import { startLocalApiServer, localApiServerForFile } from './testing/localApiServer';

const BASE = 'http://api.test';

function transportOver(
  fetch: FetchFunction,
  overrides: { language?: () => Language; timeoutMs?: number } = {},
) {
  const tokens = new MemoryTokenStore();
  const transport = new HttpTransport({
    baseUrl: BASE,
    tokens,
    language: overrides.language ?? (() => 'en'),
    fetch,
    timeoutMs: overrides.timeoutMs,
  });
  return { transport, tokens };
}

describe('HttpTransport', () => {
  describe('the request', () => {
    it('sends the method, the URL under the base, the query and a JSON body', async () => {
      const api = fakeFetch();
      const { transport } = transportOver(api.fetch);

      await transport.send({
        method: 'PUT',
        path: '/api/x',
        query: { level: 'KYC_LEVEL_1', skip: undefined },
        body: { a: 1 },
      });

      expect(api.only()).toEqual(
        expect.objectContaining({ url: `${BASE}/api/x?level=KYC_LEVEL_1`, method: 'PUT', body: { a: 1 } }),
      );
      expect(api.only().headers.get('Content-Type')).toBe('application/json');
      expect(api.only().headers.get('Accept')).toBe('application/json');
    });

    it('sends no body and no Content-Type when there is nothing to send', async () => {
      const api = fakeFetch();
      const { transport } = transportOver(api.fetch);

      await transport.send({ method: 'GET', path: '/api/x' });

      expect(api.only().body).toBeUndefined();
      expect(api.only().headers.has('Content-Type')).toBe(false);
    });

    it.each([
      ['a trailing slash', 'http://api.test/', 'http://api.test/api/x'],
      ['a path', 'https://issuer.example.com/v2/', 'https://issuer.example.com/v2/api/x'],
    ])('joins a base URL with %s', async (_what, baseUrl, url) => {
      const api = fakeFetch();
      const transport = new HttpTransport({
        baseUrl,
        tokens: new MemoryTokenStore(),
        language: () => 'fr',
        fetch: api.fetch,
      });

      await transport.send({ method: 'GET', path: '/api/x' });

      expect(api.only().url).toBe(url);
    });

    it('sends the stored token as a bearer header', async () => {
      const api = fakeFetch();
      const { transport, tokens } = transportOver(api.fetch);
      tokens.save('session-token');

      await transport.send({ method: 'GET', path: '/api/consumer' });

      expect(api.only().headers.get('Authorization')).toBe('Bearer session-token');
    });

    it('sends no bearer header when no token is stored', async () => {
      const api = fakeFetch();
      const { transport } = transportOver(api.fetch);

      await transport.send({ method: 'GET', path: '/api/consumer' });

      expect(api.only().headers.has('Authorization')).toBe(false);
    });

    it('sends no bearer header on a call that says so (register, login), even with a token stored', async () => {
      const api = fakeFetch();
      const { transport, tokens } = transportOver(api.fetch);
      tokens.save('session-token');

      await transport.send({ method: 'POST', path: '/api/consumer/login', body: {}, auth: false });

      expect(api.only().headers.has('Authorization')).toBe(false);
    });

    it('sends the user’s language as it is at each call', async () => {
      const api = fakeFetch();
      let language: Language = 'fr';
      const { transport } = transportOver(api.fetch, { language: () => language });

      await transport.send({ method: 'GET', path: '/api/x' });
      language = 'en';
      await transport.send({ method: 'GET', path: '/api/x' });

      expect(api.sent.map((request) => request.headers.get('Accept-Language'))).toEqual(['fr', 'en']);
    });

    it('adds the headers a call gives', async () => {
      const api = fakeFetch();
      const { transport } = transportOver(api.fetch);

      await transport.send({ method: 'POST', path: '/api/x', headers: { 'Idempotency-Key': 'key-1' } });

      expect(api.only().headers.get('Idempotency-Key')).toBe('key-1');
    });
  });

  describe('the answer', () => {
    it('answers the JSON body', async () => {
      const { transport } = transportOver(fakeFetch(() => jsonResponse({ verified: true })).fetch);

      await expect(
        transport.send<{ verified: boolean }>({ method: 'GET', path: '/x', reads: ['verified'] }),
      ).resolves.toEqual({
        verified: true,
      });
    });

    it('reads an empty body as {}', async () => {
      const { transport } = transportOver(fakeFetch(() => new Response(null, { status: 204 })).fetch);

      await expect(transport.send({ method: 'POST', path: '/x' })).resolves.toEqual({});
    });

    it('stores a token the answer carries', async () => {
      const { transport, tokens } = transportOver(
        fakeFetch(() => jsonResponse({ consumer: null, token: 'new-token' })).fetch,
      );
      tokens.save('old-token');

      await transport.send({ method: 'POST', path: '/api/consumer/login', auth: false });

      expect(tokens.load()).toBe('new-token');
    });

    it.each([
      ['no token', {}],
      ['a null token', { token: null }],
      ['an empty token', { token: '' }],
    ])('keeps the stored token when the answer carries %s', async (_what, body) => {
      const { transport, tokens } = transportOver(fakeFetch(() => jsonResponse(body)).fetch);
      tokens.save('kept-token');

      await transport.send({ method: 'POST', path: '/api/consumer/update' });

      expect(tokens.load()).toBe('kept-token');
    });

    it('does not store a token that is not a session token (the vault’s)', async () => {
      const { transport, tokens } = transportOver(
        fakeFetch(() => jsonResponse({ token: 'vault-token' })).fetch,
      );

      await transport.send({ method: 'POST', path: '/sandbox-api/vault/tokenise', storesToken: false });

      expect(tokens.load()).toBeNull();
    });

    it('does not store a token from a failed call', async () => {
      const { transport, tokens } = transportOver(fakeFetch(() => jsonResponse({ token: 't' }, 400)).fetch);

      await expectGatewayError(transport.send({ method: 'GET', path: '/x' }), 'InvalidFields');
      expect(tokens.load()).toBeNull();
    });

    it('fails with ServerError, naming the call, when a field the caller reads is missing', async () => {
      const { transport } = transportOver(fakeFetch(() => jsonResponse({ consumer: {} })).fetch);

      const error = await expectGatewayError(
        transport.send<{ consumer: object; token: string }>({
          method: 'GET',
          path: '/api/consumer',
          reads: ['consumer', 'token'],
        }),
        'ServerError',
        { diagnostic: 'GET /api/consumer answered no token' },
      );
      // No sentence a screen would show: the diagnostic is for developers.
      expect(error.details.errorMessage).toBeUndefined();
    });

    it.each([
      ['not JSON', () => new Response('<html>Bad gateway</html>', { status: 200 })],
      ['a JSON array', () => jsonResponse([1, 2])],
      ['JSON null', () => jsonResponse(null)],
    ])('fails with ServerError when a success body is %s', async (_what, answer) => {
      const { transport } = transportOver(fakeFetch(answer).fetch);

      await expectGatewayError(transport.send({ method: 'GET', path: '/x' }), 'ServerError');
    });
  });

  describe('failures', () => {
    const FIELD_ERRORS = {
      errorMessage: 'Too early.',
      errorCode: 'tooEarly',
      timeLeftForRetry: 12,
      invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.taken'] }],
    };

    it.each([400, 409])(
      'reads %i as InvalidFields with the field and form errors of the body',
      async (status) => {
        const { transport } = transportOver(fakeFetch(() => jsonResponse(FIELD_ERRORS, status)).fetch);

        await expectGatewayError(
          transport.send({ method: 'POST', path: '/x' }),
          'InvalidFields',
          FIELD_ERRORS,
        );
      },
    );

    it.each([
      [401, 'Unauthorized'],
      [403, 'NotFound'],
      [404, 'NotFound'],
      [500, 'ServerError'],
    ] as const)('reads %i as %s', async (status, kind) => {
      const { transport } = transportOver(
        fakeFetch(() => jsonResponse({ errorMessage: 'Internal error' }, status)).fetch,
      );

      await expectGatewayError(transport.send({ method: 'GET', path: '/x' }), kind);
    });

    it('reads 429 as TooManyRequests, the wait from the body or else from Retry-After', async () => {
      const limited = (body: object, retryAfter: string) => () =>
        new Response(JSON.stringify(body), { status: 429, headers: { 'Retry-After': retryAfter } });
      const fromBody = transportOver(fakeFetch(limited({ timeLeftForRetry: 30 }, '40')).fetch).transport;
      const fromHeader = transportOver(fakeFetch(limited({}, '40')).fetch).transport;
      const notSeconds = transportOver(
        fakeFetch(limited({}, 'Wed, 21 Oct 2026 07:28:00 GMT')).fetch,
      ).transport;

      await expectGatewayError(fromBody.send({ method: 'POST', path: '/x' }), 'TooManyRequests', {
        timeLeftForRetry: 30,
      });
      await expectGatewayError(fromHeader.send({ method: 'POST', path: '/x' }), 'TooManyRequests', {
        timeLeftForRetry: 40,
      });
      const error = await expectGatewayError(
        notSeconds.send({ method: 'POST', path: '/x' }),
        'TooManyRequests',
      );
      expect(error.details).toEqual({});
    });

    it('reads a failure whose body is not JSON with no details', async () => {
      const { transport } = transportOver(
        fakeFetch(() => new Response('Bad Gateway', { status: 502 })).fetch,
      );

      const error = await expectGatewayError(transport.send({ method: 'GET', path: '/x' }), 'ServerError');
      expect(error.details).toEqual({});
    });

    it('reads a network failure as NetworkError', async () => {
      const { transport } = transportOver(() => Promise.reject(new TypeError('fetch failed')));

      await expectGatewayError(transport.send({ method: 'GET', path: '/x' }), 'NetworkError', {
        errorMessage: 'No answer: fetch failed',
      });
    });

    it('reads a body cut short as NetworkError', async () => {
      const cut = new ReadableStream({
        start(controller) {
          controller.error(new TypeError('terminated'));
        },
      });
      const { transport } = transportOver(fakeFetch(() => new Response(cut)).fetch);

      await expectGatewayError(transport.send({ method: 'GET', path: '/x' }), 'NetworkError');
    });

    describe('timeout', () => {
      beforeEach(() => jest.useFakeTimers());
      afterEach(() => jest.useRealTimers());

      /** A fetch that never answers, but gives up as a real one does when its signal aborts. */
      const silentFetch: FetchFunction = (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });

      it(`gives up with NetworkError after ${DEFAULT_TIMEOUT_MS} ms by default`, async () => {
        const { transport } = transportOver(silentFetch);
        let settled = false;
        const outcome = expectGatewayError(transport.send({ method: 'GET', path: '/x' }), 'NetworkError', {
          errorMessage: `No answer within ${DEFAULT_TIMEOUT_MS} ms`,
        }).finally(() => (settled = true));

        await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
        expect(settled).toBe(false);
        await jest.advanceTimersByTimeAsync(1);

        await outcome;
      });

      it('gives up after the time it is given', async () => {
        const { transport } = transportOver(silentFetch, { timeoutMs: 50 });
        const outcome = expectGatewayError(transport.send({ method: 'GET', path: '/x' }), 'NetworkError');

        await jest.advanceTimersByTimeAsync(50);

        await outcome;
      });

      it('leaves no timer behind once answered', async () => {
        const { transport } = transportOver(fakeFetch().fetch);

        await transport.send({ method: 'GET', path: '/x' });

        expect(jest.getTimerCount()).toBe(0);
      });
    });
  });

  describe('over the local API server', () => {
    const server = localApiServerForFile();

    /** A fresh session on the seeded server, signed in as the demo consumer with nothing saved by hand. */
    async function signedInDemo() {
      const sandbox = httpContractSandbox(server());
      await sandbox.reset();
      const tokens = new MemoryTokenStore();
      const http = transportTo(server(), tokens);
      const session = new HttpSessionGateway(http);
      await session.login(DEMO);
      await session.verifyOneTimeCode(await newestCode(sandbox, 'oneTimeCode'));
      return { http, tokens, sandbox };
    }

    it('stores the tokens the answers carry: a signed-in session works with nothing saved by hand', async () => {
      const { http, tokens } = await signedInDemo();

      const { consumer, token } = await new HttpConsumerGateway(http).fetch();

      expect(consumer.email).toBe(DEMO.email);
      expect(tokens.load()).toBe(token);
    });

    it('answers the first redirect again for a replayed idempotency key, and pays only once', async () => {
      const { http, sandbox } = await signedInDemo();
      const { appOrigin } = server();
      const orders = new HttpOrderGateway(http, { origins: [appOrigin], base: appOrigin });
      const { orderId } = await orders.create(2000);
      const paymethodId = (await orders.paymentMethods(orderId)).paymethods[0]?.id ?? '';

      const first = await orders.startPayment(orderId, paymethodId, 'replayed-key');
      const replayed = await orders.startPayment(orderId, paymethodId, 'replayed-key');
      await sandbox.completePayment(paymentIdOf(first.redirectUrl), 'approve');
      const replayedAfterPaying = await orders.startPayment(orderId, paymethodId, 'replayed-key');

      expect(replayed).toEqual(first);
      expect(replayedAfterPaying).toEqual(first);
      await expect(orders.cards(orderId)).resolves.toHaveLength(1);
      await expectGatewayError(orders.startPayment(orderId, paymethodId, 'another-key'), 'InvalidFields', {
        errorCode: 'orderPaid',
      });
    });

    it('refuses to follow a payment page the allowlist does not hold', async () => {
      const { http } = await signedInDemo();
      const orders = new HttpOrderGateway(http, {
        origins: ['https://shop.example.com'],
        base: 'https://shop.example.com',
      });
      const { orderId } = await orders.create(2000);
      const paymethodId = (await orders.paymentMethods(orderId)).paymethods[0]?.id ?? '';

      await expectGatewayError(orders.startPayment(orderId, paymethodId, 'key-1'), 'InvalidFields', {
        errorCode: 'redirectNotAllowed',
        errorMessage: expect.stringContaining(`${server().appOrigin}/sandbox/payment/`),
      });
    });

    it('reads a server that is gone as NetworkError', async () => {
      const gone = await startLocalApiServer();
      await gone.close();
      const http = new HttpTransport({
        baseUrl: gone.baseUrl,
        tokens: new MemoryTokenStore(),
        language: () => 'en',
      });

      await expectGatewayError(new HttpConsumerGateway(http).fetch(), 'NetworkError');
    });
  });
});
