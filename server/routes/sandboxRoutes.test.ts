import type { OutboxMessage } from '../../src/application/sandbox/ports/SandboxConsole';
import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';
import { TEST_APP_ORIGIN } from '../testing/apiTestServer';
import { sandboxTools } from './sandboxRoutes';

const context = apiTestServerPerFile();
const server = () => context().server;

describe('sandbox routes', () => {
  describeBadInput(context, {
    unknownPath: '/sandbox-api/no-such-tool',
    signedInAs: 'demo',
    routes: [
      {
        method: 'POST',
        path: '/sandbox-api/vault/tokenise',
        body: { secret: 'Secret123' },
        wrongBody: { secret: 123 },
        needsToken: false,
      },
      {
        method: 'POST',
        path: '/sandbox-api/vault/card-secret',
        body: { token: 'card-secret-0' },
        wrongBody: { token: { id: 1 } },
        needsToken: true,
      },
      {
        method: 'POST',
        path: '/sandbox-api/payment/payment-1/complete',
        body: { outcome: 'approve' },
        wrongBody: { outcome: 'maybe' },
        needsToken: false,
      },
      {
        method: 'POST',
        path: '/sandbox-api/identity-check/reference-1',
        body: { outcome: 'approve' },
        wrongBody: { outcome: true },
        needsToken: false,
      },
      {
        method: 'POST',
        path: '/sandbox-api/fail-next',
        // A fault wrongly injected here would make the snapshot's own fetchConsumer fail.
        body: { call: 'fetchConsumer', status: 500 },
        wrongBody: { call: 'explode', status: 418 },
        needsToken: false,
      },
      {
        method: 'POST',
        path: '/sandbox-api/clock/advance',
        body: { ms: 1000 },
        wrongBody: { ms: '1000' },
        needsToken: false,
      },
    ],
  });

  it('tokenises a secret and never gives a password back', async () => {
    const tokenised = await server().call('POST', '/sandbox-api/vault/tokenise', {
      body: { secret: 'Secret123' },
    });
    const { token } = tokenised.body as { token: string };

    expect(token).not.toContain('Secret123');
    await expect(
      server().call('POST', '/sandbox-api/vault/card-secret', {
        body: { token },
        token: context().tokens.demo,
      }),
    ).resolves.toEqual({ status: 404, body: { errorCode: 'notFound', errorMessage: expect.any(String) } });
  });

  describe('card secrets: only the signed-in owner of the card reads them', () => {
    function demoCard() {
      const card = server().sandbox.fetchConsumer(context().tokens.demo).consumer.cards[0];
      if (card === undefined) throw new Error('the demo consumer has no card');
      return card;
    }
    const reveal = (token: string, bearer: string | null) =>
      server().call('POST', '/sandbox-api/vault/card-secret', { body: { token }, token: bearer });

    it('answers the owner the number and the CVV', async () => {
      const card = demoCard();

      const number = await reveal(card.numberToken, context().tokens.demo);
      const cvv = await reveal(card.cvvToken, context().tokens.demo);

      expect(number).toEqual({
        status: 200,
        body: { secret: expect.stringMatching(new RegExp(`^\\d{12}${card.cardNumberLastFour}$`)) },
      });
      expect(cvv).toEqual({ status: 200, body: { secret: expect.stringMatching(/^\d{3}$/) } });
    });

    it('answers 401 without a bearer token and with a bad one', async () => {
      const card = demoCard();

      await expect(reveal(card.numberToken, null)).resolves.toMatchObject({ status: 401 });
      await expect(reveal(card.numberToken, 'token-1.not-a-session')).resolves.toMatchObject({ status: 401 });
    });

    it("answers 404 to another consumer, for the card's number and CVV alike", async () => {
      const card = demoCard();

      await expect(reveal(card.numberToken, context().tokens.level1)).resolves.toEqual({
        status: 404,
        body: { errorCode: 'notFound', errorMessage: expect.any(String) },
      });
      await expect(reveal(card.cvvToken, context().tokens.level1)).resolves.toMatchObject({ status: 404 });
    });

    it('keeps card secrets behind tokens nobody can guess or count to', () => {
      const tokens = server()
        .sandbox.fetchConsumer(context().tokens.demo)
        .consumer.cards.flatMap((card) => [card.numberToken, card.cvvToken]);

      for (const token of tokens) expect(token).toMatch(/^card-secret-[0-9a-f]{32}$/);
      expect(new Set(tokens).size).toBe(tokens.length);
    });

    it('never writes a secret to the request log', async () => {
      const card = demoCard();
      const { body } = await reveal(card.numberToken, context().tokens.demo);
      const { secret } = body as { secret: string };

      expect(server().logs.join('\n')).not.toContain(secret);
      expect(server().logs.join('\n')).not.toContain(card.numberToken);
    });
  });

  it('answers the outbox newest first and resets to the seeded state', async () => {
    const seeded = server().sandbox.outbox();
    server().sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });

    const outbox = await server().call('GET', '/sandbox-api/outbox');
    const reset = await server().call('POST', '/sandbox-api/reset');

    expect(outbox.status).toBe(200);
    const { messages } = outbox.body as { messages: OutboxMessage[] };
    expect(messages).toHaveLength(seeded.length + 1);
    expect(messages.slice(1)).toEqual(seeded);
    expect(reset).toEqual({ status: 200, body: {} });
    expect(server().sandbox.outbox()).toHaveLength(0);
  });

  it('shows the payment page its session and completes it', async () => {
    const token = context().tokens.demo;
    const { orderId } = server().sandbox.createOrder(token, 2000);
    const [method] = server().sandbox.paymentMethods(token, orderId).paymethods;
    const { redirectUrl } = server().sandbox.startPayment(token, orderId, method?.id ?? '', 'key-1');
    const paymentId = redirectUrl.split('/').pop();

    await expect(server().call('GET', `/sandbox-api/payment/${paymentId}`)).resolves.toEqual({
      status: 200,
      body: { session: { paymentId, orderId, amount: expect.any(Number), paymethodId: method?.id } },
    });
    await expect(
      server().call('POST', `/sandbox-api/payment/${paymentId}/complete`, { body: { outcome: 'decline' } }),
    ).resolves.toEqual({ status: 200, body: { returnPath: `/order/${orderId}/error` } });
    await expect(server().call('GET', '/sandbox-api/payment/no-such-payment')).resolves.toEqual(
      expect.objectContaining({ status: 404 }),
    );
  });

  it('injects a fault into the next call of a kind, once', async () => {
    const token = context().tokens.demo;

    await expect(
      server().call('POST', '/sandbox-api/fail-next', { body: { call: 'getCard', status: 409 } }),
    ).resolves.toEqual({ status: 200, body: {} });

    await expect(server().call('GET', '/api/card/card-demo-active', { token })).resolves.toEqual({
      status: 409,
      body: { errorCode: 'injectedFault', errorMessage: expect.any(String) },
    });
    await expect(server().call('GET', '/api/card/card-demo-active', { token })).resolves.toEqual(
      expect.objectContaining({ status: 200 }),
    );
  });

  it('injects a network failure: the connection closes with no answer', async () => {
    await server().call('POST', '/sandbox-api/fail-next', { body: { call: 'getCard', status: 'network' } });

    await expect(
      server().call('GET', '/api/card/card-demo-active', { token: context().tokens.demo }),
    ).rejects.toThrow('fetch failed');
    expect(server().logs).toContainEqual(
      expect.stringMatching(/^GET \/api\/card\/card-demo-active no-answer \d+ms$/),
    );
  });

  it('moves the test clock forward and answers the new time', async () => {
    const before = server().clock.now().getTime();

    const advanced = await server().call('POST', '/sandbox-api/clock/advance', { body: { ms: 60_000 } });

    expect(advanced).toEqual({ status: 200, body: { now: new Date(before + 60_000).toISOString() } });
  });

  describe('state-changing tools answer only the app’s own pages, with JSON', () => {
    const stateChanging = () =>
      sandboxTools(server().sandbox, server().clock, () => {})
        .filter((tool) => tool.method === 'post')
        .map((tool) => tool.path.replace(':paymentId', 'payment-1').replace(':reference', 'kyc-1'));
    /** What a page of another site can send without a CORS preflight: a form or a text/plain fetch. */
    const crossSite = (path: string, headers: Record<string, string>) =>
      server().call('POST', path, { rawBody: '{"outcome":"approve"}', headers });

    it('refuses each with 403 foreignOrigin from another origin, changing nothing', async () => {
      server().sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });
      const before = context().snapshot();

      for (const path of stateChanging()) {
        for (const origin of ['https://attacker.example', 'null', 'http://localhost:8081']) {
          await expect(crossSite(path, { Origin: origin, 'Content-Type': 'text/plain' })).resolves.toEqual({
            status: 403,
            body: { errorCode: 'foreignOrigin', errorMessage: expect.any(String) },
          });
          await expect(
            crossSite(path, { Origin: origin, 'Content-Type': 'application/json' }),
          ).resolves.toMatchObject({ status: 403 });
        }
      }
      expect(context().snapshot()).toEqual(before);
    });

    it('refuses each with 415 jsonRequired for a body that is not JSON, changing nothing', async () => {
      server().sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });
      const before = context().snapshot();

      for (const path of stateChanging()) {
        for (const type of [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
        ]) {
          await expect(crossSite(path, { 'Content-Type': type })).resolves.toEqual({
            status: 415,
            body: { errorCode: 'jsonRequired', errorMessage: expect.any(String) },
          });
        }
        await expect(
          server().call('POST', path, { rawBody: '', headers: { 'Content-Type': 'text/plain' } }),
        ).resolves.toMatchObject({ status: 415 });
      }
      expect(context().snapshot()).toEqual(before);
    });

    it('serves the app’s own origin, and a bodiless POST from no page (curl -X POST)', async () => {
      await expect(
        server().call('POST', '/sandbox-api/reset', { headers: { Origin: TEST_APP_ORIGIN } }),
      ).resolves.toEqual({ status: 200, body: {} });
      await expect(server().call('POST', '/sandbox-api/reset')).resolves.toEqual({ status: 200, body: {} });
      await expect(
        server().call('POST', '/sandbox-api/fail-next', {
          body: { call: 'getCard', status: 409 },
          headers: { Origin: TEST_APP_ORIGIN },
        }),
      ).resolves.toEqual({ status: 200, body: {} });
    });
  });
});
