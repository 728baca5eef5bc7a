import { gzipSync } from 'node:zlib';
import { DEMO } from '../../src/adapters/contracts/support/accounts';
import { TOKEN_LIFETIME_MS } from '../../src/adapters/contracts/support/tokenLifetime';
import { unauthorized } from '../../src/adapters/sandbox/errors';
import type { Method } from '../testing/apiTestServer';
import { apiTestServerPerFile } from '../testing/apiTestServerPerFile';
import { OVERSIZED_BODY } from '../testing/describeBadInput';

const context = apiTestServerPerFile();
const server = () => context().server;

/** The very body the sandbox answers a call without a live session. */
const UNAUTHORIZED = { status: 401, body: unauthorized().body };
const MALFORMED_JSON = {
  status: 400,
  body: { errorCode: 'malformedJson', errorMessage: expect.any(String) },
};
const BROKEN = '{"broken": ';

type Route = readonly [Method, string];

const ORDER = '/api/order/order-demo-created';
const CARD = '/api/card/card-demo-active';

/** Every /api route that needs a full session (a login token waiting for its code is not enough). */
const SESSION_ROUTES: readonly Route[] = [
  ['GET', '/api/consumer'],
  ['PUT', '/api/consumer'],
  ['POST', '/api/consumer/update'],
  ['GET', '/api/consumer/verify-email/send-email'],
  ['GET', '/api/consumer/otp-device/add'],
  ['POST', '/api/consumer/otp-device/verify'],
  ['GET', '/api/consumer/kyc'],
  ['GET', '/api/consumer/kyc-status?level=KYC_LEVEL_1'],
  ['PUT', '/api/consumer/kyc-status'],
  ['GET', '/api/consumer/simulate-kyc?level=KYC_LEVEL_1'],
  ['GET', '/api/consumer/declined-kyc-transactions'],
  ['GET', '/api/consumer/orders'],
  ['POST', '/api/order/create'],
  ['GET', ORDER],
  ['PUT', `${ORDER}/amount`],
  ['POST', `${ORDER}/discount`],
  ['DELETE', `${ORDER}/discount`],
  ['GET', `${ORDER}/payment-methods`],
  ['POST', `${ORDER}/payment`],
  ['GET', `${ORDER}/process`],
  ['GET', `${ORDER}/cards`],
  ['GET', `${ORDER}/error`],
  ['GET', `${ORDER}/success`],
  ['POST', `${ORDER}/pending`],
  ['POST', `${ORDER}/cancel`],
  ['GET', '/api/card/inactivity-fee-data'],
  ['GET', CARD],
  ['POST', `${CARD}/block`],
  ['POST', `${CARD}/unblock`],
  ['POST', `${CARD}/activate`],
  ['DELETE', `${CARD}?option=just_cancel`],
  ['GET', `${CARD}/transactions`],
  ['GET', `${CARD}/settlement?settlementId=s-1`],
  ['GET', `${CARD}/authorisation?authorisationId=a-1`],
];

/** The one-time-code calls and sign-out, which a login token still waiting for its code opens. */
const SIGN_IN_ROUTES: readonly Route[] = [
  ['POST', '/api/consumer/otp/request'],
  ['POST', '/api/consumer/otp/verify'],
  ['DELETE', '/api/consumer/token'],
];

/** What anyone may call, with no token at all. */
const PUBLIC_ROUTES: readonly Route[] = [
  ['POST', '/api/consumer/register'],
  ['POST', '/api/consumer/login'],
  ['POST', '/api/consumer/lost-password/start'],
  ['POST', '/api/consumer/lost-password/resume'],
  ['POST', '/api/consumer/verify-email/check-code'],
  ['POST', '/graphql'],
];

/** A request carrying malformed JSON (GET carries none: fetch sends no body with it). */
function sendBroken([method, path]: Route, token: string | null) {
  return server().call(method, path, { ...(method === 'GET' ? {} : { rawBody: BROKEN }), token });
}

async function loginToken(): Promise<string> {
  const { body } = await server().call('POST', '/api/consumer/login', { body: DEMO });
  return (body as { token: string }).token;
}

/** Answers the request and checks it changed nothing the consumers can see. */
async function unchangedBy<T>(request: () => Promise<T>): Promise<T> {
  const before = context().snapshot();
  const answer = await request();
  expect(context().snapshot()).toEqual(before);
  return answer;
}

describe('the session token, checked before the body is read', () => {
  it.each(SESSION_ROUTES)('%s %s without a token is a 401, even with a malformed body', async (...route) => {
    await expect(unchangedBy(() => sendBroken(route, null))).resolves.toEqual(UNAUTHORIZED);
  });

  it.each(SESSION_ROUTES)(
    '%s %s with a login token still waiting for its code is a 401',
    async (...route) => {
      const token = await loginToken();
      await expect(sendBroken(route, token)).resolves.toEqual(UNAUTHORIZED);
    },
  );

  it('answers 401, not 400 bodyTooLarge, to a body over 100 kB without a token', async () => {
    const answer = await unchangedBy(() =>
      server().call('POST', '/api/order/create', { rawBody: OVERSIZED_BODY }),
    );
    expect(answer).toEqual(UNAUTHORIZED);
  });

  it('answers 401 to a compressed body without a token, valid or not, without reading it', async () => {
    const gzipped = (body: string | Buffer) => ({
      rawBody: new Uint8Array(gzipSync(body)),
      headers: { 'Content-Encoding': 'gzip' },
    });
    const notGzip = { rawBody: 'not gzip at all', headers: { 'Content-Encoding': 'gzip' } };

    await expect(
      server().call('POST', '/api/order/create', gzipped(JSON.stringify({ amount: 20 }))),
    ).resolves.toEqual(UNAUTHORIZED);
    await expect(server().call('POST', '/api/order/create', notGzip)).resolves.toEqual(UNAUTHORIZED);
  });

  it.each([
    ['a forged token', 'token-1.forged'],
    ['a token in the wrong scheme', null],
  ])('answers 401 to %s before the body', async (_, token) => {
    const headers = token === null ? { Authorization: `Basic ${context().tokens.demo}` } : undefined;
    await expect(
      server().call('POST', '/api/order/create', { rawBody: BROKEN, token, headers }),
    ).resolves.toEqual(UNAUTHORIZED);
  });

  it('answers 401 before the body once the token has expired, and 400 while it is live', async () => {
    const { demo } = context().tokens;
    await expect(sendBroken(['POST', '/api/order/create'], demo)).resolves.toEqual(MALFORMED_JSON);

    server().clock.advance(TOKEN_LIFETIME_MS);

    await expect(sendBroken(['POST', '/api/order/create'], demo)).resolves.toEqual(UNAUTHORIZED);
  });

  it.each(SIGN_IN_ROUTES)(
    '%s %s: 401 without a token, the body read with a login token',
    async (...route) => {
      await expect(unchangedBy(() => sendBroken(route, null))).resolves.toEqual(UNAUTHORIZED);
      await expect(sendBroken(route, await loginToken())).resolves.toEqual(MALFORMED_JSON);
      await expect(sendBroken(route, context().tokens.demo)).resolves.toEqual(MALFORMED_JSON);
    },
  );

  it.each(PUBLIC_ROUTES)('%s %s stays public: its body is read without a token', async (...route) => {
    await expect(sendBroken(route, null)).resolves.toEqual(MALFORMED_JSON);
  });

  it('keeps every other /api path closed without a token, whatever its spelling', async () => {
    await expect(server().call('GET', '/api/no-such-call')).resolves.toEqual(UNAUTHORIZED);
    await expect(server().call('POST', '/API/ORDER/CREATE', { rawBody: BROKEN })).resolves.toEqual(
      UNAUTHORIZED,
    );
    await expect(server().call('POST', '/api/consumer/LOGIN/', { rawBody: BROKEN })).resolves.toEqual(
      MALFORMED_JSON,
    );
  });

  it('consumes no fault injected into the call behind the route', async () => {
    server().sandbox.failNext('getOrder', 500);

    await expect(server().call('GET', ORDER)).resolves.toEqual(UNAUTHORIZED);
    await expect(server().call('GET', ORDER, { token: context().tokens.demo })).resolves.toMatchObject({
      status: 500,
      body: { errorCode: 'injectedFault' },
    });
  });
});
