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
import { ANSWER_TO_EVERY_CALL } from './testing/answers';
import { NewsQueryResult } from './generated/answerChecks';
import { NEWS_QUERY } from './HttpNewsGateway';
import { aCard } from '../../domain/cards/testing/aCard';
import { aConsumer } from '../../domain/consumer/testing/aConsumer';
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

const VALID_ANSWER = () => jsonResponse(ANSWER_TO_EVERY_CALL);

describe('HttpTransport', () => {
  describe('the request', () => {
    it('sends the operation’s method and path, its variables encoded, the query and a JSON body', async () => {
      const api = fakeFetch(VALID_ANSWER);
      const { transport } = transportOver(api.fetch);

      await transport.send('deactivateCard', {
        path: { cardId: 'card 1/2' },
        query: { option: 'transfer', transferTo: undefined },
      });
      await transport.send('applyDiscount', { path: { orderId: 'o-1' }, body: { discountCode: 'WELCOME5' } });

      const [deactivate, discount] = api.sent;
      expect(deactivate).toEqual(
        expect.objectContaining({
          url: `${BASE}/api/card/card%201%2F2?option=transfer`,
          method: 'DELETE',
          body: undefined,
        }),
      );
      expect(discount).toEqual(
        expect.objectContaining({
          url: `${BASE}/api/order/o-1/discount`,
          method: 'POST',
          body: { discountCode: 'WELCOME5' },
        }),
      );
      expect(discount?.headers.get('Content-Type')).toBe('application/json');
      expect(discount?.headers.get('Accept')).toBe('application/json');
    });

    it('sends no body and no Content-Type when there is nothing to send', async () => {
      const api = fakeFetch(VALID_ANSWER);
      const { transport } = transportOver(api.fetch);

      await transport.send('fetchConsumer');

      expect(api.only().body).toBeUndefined();
      expect(api.only().headers.has('Content-Type')).toBe(false);
    });

    it.each([
      ['a trailing slash', 'http://api.test/', 'http://api.test/api/consumer'],
      ['a path', 'https://issuer.example.com/v2/', 'https://issuer.example.com/v2/api/consumer'],
    ])('joins a base URL with %s', async (_what, baseUrl, url) => {
      const api = fakeFetch(VALID_ANSWER);
      const transport = new HttpTransport({
        baseUrl,
        tokens: new MemoryTokenStore(),
        language: () => 'fr',
        fetch: api.fetch,
      });

      await transport.send('fetchConsumer');

      expect(api.only().url).toBe(url);
    });

    it('sends the stored token as a bearer header', async () => {
      const api = fakeFetch(VALID_ANSWER);
      const { transport, tokens } = transportOver(api.fetch);
      tokens.save('session-token');

      await transport.send('fetchConsumer');

      expect(api.only().headers.get('Authorization')).toBe('Bearer session-token');
    });

    it('sends no bearer header when no token is stored', async () => {
      const api = fakeFetch(VALID_ANSWER);
      const { transport } = transportOver(api.fetch);

      await transport.send('fetchConsumer');

      expect(api.only().headers.has('Authorization')).toBe(false);
    });

    it('sends no bearer header on an operation the document gives no security (login), even with a token stored', async () => {
      const api = fakeFetch(() => jsonResponse({ consumer: null, token: 'login-token' }));
      const { transport, tokens } = transportOver(api.fetch);
      tokens.save('session-token');

      await transport.send('login', { body: { email: 'a@example.com', password: 'pw' } });

      expect(api.only().headers.has('Authorization')).toBe(false);
    });

    it('sends the user’s language as it is at each call', async () => {
      const api = fakeFetch(VALID_ANSWER);
      let language: Language = 'fr';
      const { transport } = transportOver(api.fetch, { language: () => language });

      await transport.send('fetchConsumer');
      language = 'en';
      await transport.send('fetchConsumer');

      expect(api.sent.map((request) => request.headers.get('Accept-Language'))).toEqual(['fr', 'en']);
    });

    it('adds the headers a call gives', async () => {
      const api = fakeFetch(VALID_ANSWER);
      const { transport } = transportOver(api.fetch);

      await transport.send('startPayment', {
        path: { orderId: 'o-1' },
        body: { paymethodId: 'visa' },
        headers: { 'Idempotency-Key': 'key-1' },
      });

      expect(api.only().headers.get('Idempotency-Key')).toBe('key-1');
    });
  });

  describe('the answer', () => {
    it('answers the JSON body', async () => {
      const { transport } = transportOver(fakeFetch(() => jsonResponse({ verified: true })).fetch);

      await expect(
        transport.send('checkEmailCode', { body: { nonce: 'n-1', cons: 'c-1' } }),
      ).resolves.toEqual({ verified: true });
    });

    it('reads an empty body as {}', async () => {
      const { transport } = transportOver(fakeFetch(() => new Response(null, { status: 204 })).fetch);

      await expect(transport.send('requestOneTimeCode')).resolves.toEqual({});
    });

    it('stores a token the answer carries', async () => {
      const { transport, tokens } = transportOver(
        fakeFetch(() => jsonResponse({ consumer: null, token: 'new-token' })).fetch,
      );
      tokens.save('old-token');

      await transport.send('login', { body: { email: 'a@example.com', password: 'pw' } });

      expect(tokens.load()).toBe('new-token');
    });

    it.each([
      ['no token', {}],
      ['a null token', { token: null }],
      ['an empty token', { token: '' }],
    ])('keeps the stored token when the answer carries %s', async (_what, token) => {
      const { transport, tokens } = transportOver(
        fakeFetch(() => jsonResponse({ consumer: aConsumer(), ...token })).fetch,
      );
      tokens.save('kept-token');

      await transport.send('updateContact', { body: { email: 'b@example.com' } });

      expect(tokens.load()).toBe('kept-token');
    });

    it('does not store a token that is not a session token (the vault’s)', async () => {
      const { transport, tokens } = transportOver(
        fakeFetch(() => jsonResponse({ token: 'vault-token' })).fetch,
      );

      await transport.send('tokenise', { body: { secret: 'Demo1234' }, storesToken: false });

      expect(tokens.load()).toBeNull();
    });

    it('does not store a token from a failed call', async () => {
      const { transport, tokens } = transportOver(fakeFetch(() => jsonResponse({ token: 't' }, 400)).fetch);

      await expectGatewayError(transport.send('fetchConsumer'), 'InvalidFields');
      expect(tokens.load()).toBeNull();
    });

    it('fails with UnexpectedResponse, naming the operation and where its answer broke the document, no value from it', async () => {
      const card = aCard({ id: 'card-7', numberToken: 'tok-7' });
      const answer = { card: { ...card, actualBalance: { amount: '10.00' } } };
      const { transport, tokens } = transportOver(fakeFetch(() => jsonResponse(answer)).fetch);

      const error = await expectGatewayError(
        transport.send('getCard', { path: { cardId: 'card-7' } }),
        'UnexpectedResponse',
        {
          diagnostic:
            'GET /api/card/{cardId} answered a body that breaks docs/openapi.yaml at /card/actualBalance/amount (type {"type":"integer"})',
        },
      );
      // No sentence a screen would show: the diagnostic is for developers, and holds no id or value.
      expect(error.details.errorMessage).toBeUndefined();
      expect(error.message).not.toMatch(/card-7|tok-7|10\.00/);
      expect(tokens.load()).toBeNull();
    });

    it('stores no token from an answer that breaks the document', async () => {
      const { transport, tokens } = transportOver(
        fakeFetch(() => jsonResponse({ consumer: { id: 'c-1' }, token: 'forged' })).fetch,
      );

      await expectGatewayError(transport.send('fetchConsumer'), 'UnexpectedResponse');
      expect(tokens.load()).toBeNull();
    });

    it('checks the answer as the call narrows it (a GraphQL query’s data), not only as the operation allows', async () => {
      const { transport } = transportOver(fakeFetch(() => jsonResponse({ data: { latest: [] } })).fetch);
      const body = { query: NEWS_QUERY, variables: { merchant: 'shop_en', limit: 3 } };

      await expect(transport.send('graphql', { body })).resolves.toEqual({ data: { latest: [] } });
      await expectGatewayError(
        transport.send('graphql', { body, answer: NewsQueryResult }),
        'UnexpectedResponse',
        { diagnostic: expect.stringContaining('at /data (required {"missingProperty":"news"})') },
      );
    });

    it.each([
      [
        'not JSON',
        () => new Response('<html>Bad gateway</html>', { status: 200 }),
        'a body that is not JSON',
      ],
      ['a JSON array', () => jsonResponse([1, 2]), 'at its root (type {"type":"object"})'],
      ['JSON null', () => jsonResponse(null), 'at its root (type {"type":"object"})'],
    ])('fails with UnexpectedResponse when a success body is %s', async (_what, answer, where) => {
      const { transport } = transportOver(fakeFetch(answer).fetch);

      await expectGatewayError(transport.send('requestOneTimeCode'), 'UnexpectedResponse', {
        diagnostic: expect.stringContaining(where),
      });
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
          transport.send('updateContact', { body: { email: 'b@example.com' } }),
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

      await expectGatewayError(transport.send('fetchConsumer'), kind);
    });

    it('reads 429 as TooManyRequests, the wait from the body or else from Retry-After', async () => {
      const limited = (body: object, retryAfter: string) => () =>
        new Response(JSON.stringify(body), { status: 429, headers: { 'Retry-After': retryAfter } });
      const fromBody = transportOver(fakeFetch(limited({ timeLeftForRetry: 30 }, '40')).fetch).transport;
      const fromHeader = transportOver(fakeFetch(limited({}, '40')).fetch).transport;
      const notSeconds = transportOver(
        fakeFetch(limited({}, 'Wed, 21 Oct 2026 07:28:00 GMT')).fetch,
      ).transport;

      await expectGatewayError(fromBody.send('requestOneTimeCode'), 'TooManyRequests', {
        timeLeftForRetry: 30,
      });
      await expectGatewayError(fromHeader.send('requestOneTimeCode'), 'TooManyRequests', {
        timeLeftForRetry: 40,
      });
      const error = await expectGatewayError(notSeconds.send('requestOneTimeCode'), 'TooManyRequests');
      expect(error.details).toEqual({});
    });

    it('reads a failure whose body is not JSON with no details', async () => {
      const { transport } = transportOver(
        fakeFetch(() => new Response('Bad Gateway', { status: 502 })).fetch,
      );

      const error = await expectGatewayError(transport.send('fetchConsumer'), 'ServerError');
      expect(error.details).toEqual({});
    });

    it('reads a network failure as NetworkError', async () => {
      const { transport } = transportOver(() => Promise.reject(new TypeError('fetch failed')));

      await expectGatewayError(transport.send('fetchConsumer'), 'NetworkError', {
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

      await expectGatewayError(transport.send('fetchConsumer'), 'NetworkError');
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
        const outcome = expectGatewayError(transport.send('fetchConsumer'), 'NetworkError', {
          errorMessage: `No answer within ${DEFAULT_TIMEOUT_MS} ms`,
        }).finally(() => (settled = true));

        await jest.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
        expect(settled).toBe(false);
        await jest.advanceTimersByTimeAsync(1);

        await outcome;
      });

      it('gives up after the time it is given', async () => {
        const { transport } = transportOver(silentFetch, { timeoutMs: 50 });
        const outcome = expectGatewayError(transport.send('fetchConsumer'), 'NetworkError');

        await jest.advanceTimersByTimeAsync(50);

        await outcome;
      });

      it('leaves no timer behind once answered', async () => {
        const { transport } = transportOver(fakeFetch(VALID_ANSWER).fetch);

        await transport.send('fetchConsumer');

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
