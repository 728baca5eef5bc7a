/** @jest-environment node */
import type { OutboxMessage } from '../../src/application/sandbox/ports/SandboxConsole';
import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';

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
        path: '/sandbox-api/vault/detokenise',
        body: { token: 'tok-1' },
        wrongBody: { token: { id: 1 } },
        needsToken: false,
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

  it('tokenises a secret and gives it back', async () => {
    const tokenised = await server().call('POST', '/sandbox-api/vault/tokenise', {
      body: { secret: 'Secret123' },
    });
    const { token } = tokenised.body as { token: string };

    await expect(
      server().call('POST', '/sandbox-api/vault/detokenise', { body: { token } }),
    ).resolves.toEqual({
      status: 200,
      body: { secret: 'Secret123' },
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
});
