import { MemoryTokenStore } from '../contracts/support/MemoryTokenStore';
import { HttpCardGateway } from './HttpCardGateway';
import { HttpConsumerGateway } from './HttpConsumerGateway';
import { HttpKycGateway } from './HttpKycGateway';
import { HttpNewsGateway, NEWS_QUERY } from './HttpNewsGateway';
import { HttpOrderGateway } from './HttpOrderGateway';
import { HttpSandboxConsole } from './HttpSandboxConsole';
import { HttpSessionGateway } from './HttpSessionGateway';
import { HttpTransport } from './HttpTransport';
import { fakeFetch, jsonResponse, type SentRequest } from './testing/fakeFetch';
import { aConsumer } from '../../domain/consumer/testing/aConsumer';
import { ANSWER_TO_EVERY_CALL, TEST_APP as APP } from './testing/answers';

const BASE = 'http://api.test';

function gateways() {
  const api = fakeFetch(() => jsonResponse(ANSWER_TO_EVERY_CALL));
  const tokens = new MemoryTokenStore();
  tokens.save('stored-token');
  const http = new HttpTransport({ baseUrl: BASE, tokens, language: () => 'fr', fetch: api.fetch });
  return {
    api,
    consumers: new HttpConsumerGateway(http),
    sessions: new HttpSessionGateway(http),
    kyc: new HttpKycGateway(http),
    orders: new HttpOrderGateway(http, { origins: [APP], base: APP }),
    cards: new HttpCardGateway(http),
    news: new HttpNewsGateway(http),
    sandboxConsole: new HttpSandboxConsole(http),
  };
}

type Gateways = ReturnType<typeof gateways>;

interface Expected {
  method: string;
  /** Path and query, as sent. */
  url: string;
  body?: unknown;
  bearer?: boolean;
}

/** What each port call sends: docs/openapi.yaml, operation by operation. */
const CALLS: [string, (g: Gateways) => Promise<unknown>, Expected][] = [
  // consumer
  [
    'register',
    (g) =>
      g.consumers.register({
        email: 'a@example.com',
        countryCode: '33',
        number: '612345678',
        acceptedTerms: true,
        password: 'pw-token',
      }),
    {
      method: 'POST',
      url: '/api/consumer/register',
      body: {
        email: 'a@example.com',
        countryCode: '33',
        number: '612345678',
        acceptedTerms: true,
        password: 'pw-token',
      },
      bearer: false,
    },
  ],
  ['fetch consumer', (g) => g.consumers.fetch(), { method: 'GET', url: '/api/consumer' }],
  [
    'update e-mail',
    (g) => g.consumers.updateContact({ email: 'b@example.com' }),
    { method: 'POST', url: '/api/consumer/update', body: { email: 'b@example.com' } },
  ],
  [
    'update mobile',
    (g) => g.consumers.updateContact({ countryCode: '44', number: '7700900123' }),
    { method: 'POST', url: '/api/consumer/update', body: { countryCode: '44', number: '7700900123' } },
  ],
  [
    'update profile',
    (g) => g.consumers.updateProfile({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-12-10' }),
    {
      method: 'PUT',
      url: '/api/consumer',
      body: { name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-12-10' },
    },
  ],
  [
    'send verification e-mail',
    (g) => g.consumers.sendVerificationEmail(),
    { method: 'GET', url: '/api/consumer/verify-email/send-email' },
  ],
  [
    'check e-mail code',
    (g) => g.consumers.checkEmailCode({ nonce: 'n-1', cons: 'c-1' }),
    { method: 'POST', url: '/api/consumer/verify-email/check-code', body: { nonce: 'n-1', cons: 'c-1' } },
  ],
  [
    'add mobile device',
    (g) => g.consumers.addMobileDevice(),
    { method: 'GET', url: '/api/consumer/otp-device/add' },
  ],
  [
    'verify mobile device',
    (g) => g.consumers.verifyMobileDevice('123456'),
    { method: 'POST', url: '/api/consumer/otp-device/verify', body: { code: '123456' } },
  ],
  [
    'start password reset',
    (g) => g.consumers.startPasswordReset('a@example.com'),
    { method: 'POST', url: '/api/consumer/lost-password/start', body: { email: 'a@example.com' } },
  ],
  [
    'resume password reset',
    (g) => g.consumers.resumePasswordReset({ newPassword: 'pw-token', nonce: 'n-1', email: 'a@example.com' }),
    {
      method: 'POST',
      url: '/api/consumer/lost-password/resume',
      body: { newPassword: 'pw-token', nonce: 'n-1', email: 'a@example.com' },
    },
  ],
  // session
  [
    'login',
    (g) => g.sessions.login({ email: 'a@example.com', password: 'secret' }),
    {
      method: 'POST',
      url: '/api/consumer/login',
      body: { email: 'a@example.com', password: 'secret' },
      bearer: false,
    },
  ],
  [
    'request one-time code',
    (g) => g.sessions.requestOneTimeCode(),
    { method: 'POST', url: '/api/consumer/otp/request' },
  ],
  [
    'verify one-time code',
    (g) => g.sessions.verifyOneTimeCode('654321'),
    { method: 'POST', url: '/api/consumer/otp/verify', body: { code: '654321' } },
  ],
  ['logout', (g) => g.sessions.logout(), { method: 'DELETE', url: '/api/consumer/token' }],
  // kyc
  ['initiate KYC', (g) => g.kyc.initiate(), { method: 'GET', url: '/api/consumer/kyc' }],
  [
    'KYC status',
    (g) => g.kyc.status('KYC_LEVEL_2'),
    { method: 'GET', url: '/api/consumer/kyc-status?level=KYC_LEVEL_2' },
  ],
  ['refresh KYC status', (g) => g.kyc.refreshStatus(), { method: 'PUT', url: '/api/consumer/kyc-status' }],
  [
    'simulate KYC',
    (g) => g.kyc.simulate('KYC_LEVEL_1'),
    { method: 'GET', url: '/api/consumer/simulate-kyc?level=KYC_LEVEL_1' },
  ],
  [
    'declined KYC transactions',
    (g) => g.kyc.declinedTransactions(),
    { method: 'GET', url: '/api/consumer/declined-kyc-transactions' },
  ],
  // orders: the typed amounts travel in euros
  [
    'create order',
    (g) => g.orders.create(2050),
    { method: 'POST', url: '/api/order/create', body: { amount: 20.5 } },
  ],
  ['read order', (g) => g.orders.get('o-1'), { method: 'GET', url: '/api/order/o-1' }],
  ['list orders', (g) => g.orders.list(), { method: 'GET', url: '/api/consumer/orders' }],
  [
    'change amount',
    (g) => g.orders.changeAmount('o-1', 5000),
    { method: 'PUT', url: '/api/order/o-1/amount', body: { amount: 50 } },
  ],
  [
    'apply discount',
    (g) => g.orders.applyDiscount('o-1', 'WELCOME5'),
    { method: 'POST', url: '/api/order/o-1/discount', body: { discountCode: 'WELCOME5' } },
  ],
  [
    'remove discount',
    (g) => g.orders.removeDiscount('o-1', 'WELCOME5'),
    { method: 'DELETE', url: '/api/order/o-1/discount', body: { discountCode: 'WELCOME5' } },
  ],
  [
    'payment methods',
    (g) => g.orders.paymentMethods('o-1'),
    { method: 'GET', url: '/api/order/o-1/payment-methods' },
  ],
  [
    'start payment',
    (g) => g.orders.startPayment('o-1', 'visa', 'key-1'),
    { method: 'POST', url: '/api/order/o-1/payment', body: { paymethodId: 'visa' } },
  ],
  ['process order', (g) => g.orders.process('o-1'), { method: 'GET', url: '/api/order/o-1/process' }],
  ['order cards', (g) => g.orders.cards('o-1'), { method: 'GET', url: '/api/order/o-1/cards' }],
  ['order error', (g) => g.orders.error('o-1'), { method: 'GET', url: '/api/order/o-1/error' }],
  ['order success', (g) => g.orders.success('o-1'), { method: 'GET', url: '/api/order/o-1/success' }],
  ['pending notice', (g) => g.orders.notifyPending('o-1'), { method: 'POST', url: '/api/order/o-1/pending' }],
  ['cancel order', (g) => g.orders.cancel('o-1'), { method: 'POST', url: '/api/order/o-1/cancel' }],
  // cards
  [
    'inactivity fees',
    (g) => g.cards.inactivityFeeData(),
    { method: 'GET', url: '/api/card/inactivity-fee-data' },
  ],
  ['read card', (g) => g.cards.get('card-1'), { method: 'GET', url: '/api/card/card-1' }],
  ['block card', (g) => g.cards.block('card-1'), { method: 'POST', url: '/api/card/card-1/block' }],
  ['unblock card', (g) => g.cards.unblock('card-1'), { method: 'POST', url: '/api/card/card-1/unblock' }],
  ['activate card', (g) => g.cards.activate('card-1'), { method: 'POST', url: '/api/card/card-1/activate' }],
  [
    'cancel card',
    (g) => g.cards.deactivate('card-1', 'just_cancel'),
    { method: 'DELETE', url: '/api/card/card-1?option=just_cancel' },
  ],
  [
    'transfer card balance',
    (g) => g.cards.deactivate('card-1', 'transfer', 'card-2'),
    { method: 'DELETE', url: '/api/card/card-1?option=transfer&transferTo=card-2' },
  ],
  [
    'replace card',
    (g) => g.cards.deactivate('card-1', 'new_card'),
    { method: 'DELETE', url: '/api/card/card-1?option=new_card' },
  ],
  [
    'card transactions',
    (g) => g.cards.transactions('card-1'),
    { method: 'GET', url: '/api/card/card-1/transactions' },
  ],
  [
    'settlement',
    (g) => g.cards.settlement('card-1', 's-1'),
    { method: 'GET', url: '/api/card/card-1/settlement?settlementId=s-1' },
  ],
  [
    'authorisation',
    (g) => g.cards.authorisation('card-1', 'a-1'),
    { method: 'GET', url: '/api/card/card-1/authorisation?authorisationId=a-1' },
  ],
  // news
  [
    'news',
    (g) => g.news.latest('shop_fr', 3),
    {
      method: 'POST',
      url: '/graphql',
      body: { query: NEWS_QUERY, variables: { merchant: 'shop_fr', limit: 3 } },
      bearer: false,
    },
  ],
  // sandbox tools
  ['outbox', (g) => g.sandboxConsole.outbox(), { method: 'GET', url: '/sandbox-api/outbox', bearer: false }],
  ['reset', (g) => g.sandboxConsole.reset(), { method: 'POST', url: '/sandbox-api/reset', bearer: false }],
  [
    'payment session',
    (g) => g.sandboxConsole.paymentSession('p-1'),
    { method: 'GET', url: '/sandbox-api/payment/p-1', bearer: false },
  ],
  [
    'complete payment',
    (g) => g.sandboxConsole.completePayment('p-1', 'decline'),
    {
      method: 'POST',
      url: '/sandbox-api/payment/p-1/complete',
      body: { outcome: 'decline' },
      bearer: false,
    },
  ],
  [
    'complete identity check',
    (g) => g.sandboxConsole.completeIdentityCheck('ref-1', 'approve'),
    {
      method: 'POST',
      url: '/sandbox-api/identity-check/ref-1',
      body: { outcome: 'approve' },
      bearer: false,
    },
  ],
];

describe('the HTTP adapters speak docs/openapi.yaml', () => {
  it.each(CALLS)('%s', async (_name, call, expected) => {
    const g = gateways();

    await call(g);

    const sent: SentRequest = g.api.only();
    expect({ method: sent.method, url: sent.url, body: sent.body }).toEqual({
      method: expected.method,
      url: `${BASE}${expected.url}`,
      body: expected.body,
    });
    expect(sent.headers.get('Authorization')).toBe(expected.bearer === false ? null : 'Bearer stored-token');
    expect(sent.headers.get('Accept-Language')).toBe('fr');
  });

  it('sends the idempotency key the caller gives with a payment start', async () => {
    const g = gateways();

    await g.orders.startPayment('o-1', 'visa', 'key-42');

    expect(g.api.only().headers.get('Idempotency-Key')).toBe('key-42');
  });

  it('encodes the ids it puts in a path, so an id never reaches another route', async () => {
    const g = gateways();

    await g.orders.get('../consumer?x=1');

    expect(g.api.only().url).toBe(`${BASE}/api/order/..%2Fconsumer%3Fx%3D1`);
  });
});

describe('the HTTP adapters read the answers as the ports promise', () => {
  function over(answer: object) {
    const http = new HttpTransport({
      baseUrl: BASE,
      tokens: new MemoryTokenStore(),
      language: () => 'en',
      fetch: fakeFetch(() => jsonResponse(answer)).fetch,
    });
    return {
      consumers: new HttpConsumerGateway(http),
      kyc: new HttpKycGateway(http),
      orders: new HttpOrderGateway(http, { origins: [APP], base: APP }),
      news: new HttpNewsGateway(http),
    };
  }

  it('keeps only the fields the port promises', async () => {
    await expect(over({ timeLeftForRetry: 0, extra: 1 }).consumers.sendVerificationEmail()).resolves.toEqual({
      timeLeftForRetry: 0,
    });
  });

  it('reads a contact update without token or wait as null', async () => {
    await expect(
      over({ consumer: aConsumer() }).consumers.updateContact({ email: 'a@example.com' }),
    ).resolves.toEqual({ consumer: aConsumer(), token: null, allowVerificationEmailAfter: null });
  });

  it('reads a KYC status without a consumer (no approval yet) as consumer null', async () => {
    await expect(
      over({ isPendingReview: true, isApproved: false }).kyc.status('KYC_LEVEL_2'),
    ).resolves.toEqual({
      isPendingReview: true,
      isApproved: false,
      consumer: null,
    });
  });

  it('fails with UnexpectedResponse when the KYC initiation carries no reference', async () => {
    await expect(over({ data: {} }).kyc.initiate()).rejects.toMatchObject({ kind: 'UnexpectedResponse' });
  });

  it('reads an order error page without a message as null', async () => {
    await expect(over({}).orders.error('o-1')).resolves.toEqual({ errorMessage: null });
  });

  it('reads the order id of a created order', async () => {
    await expect(over({ order: { id: 'o-9' } }).orders.create(2000)).resolves.toEqual({ orderId: 'o-9' });
  });

  it('follows a payment page on an allowed origin, made absolute when it came relative', async () => {
    await expect(
      over({ redirectUrl: '/sandbox/payment/p-1' }).orders.startPayment('o-1', 'visa', 'k'),
    ).resolves.toEqual({
      redirectUrl: `${APP}/sandbox/payment/p-1`,
    });
  });

  it.each(['https://evil.example.com/pay', 'javascript:alert(1)', 'http://[broken'])(
    'refuses the payment page %s with redirectNotAllowed and a clear message',
    async (redirectUrl) => {
      await expect(over({ redirectUrl }).orders.startPayment('o-1', 'visa', 'k')).rejects.toMatchObject({
        kind: 'InvalidFields',
        details: {
          errorCode: 'redirectNotAllowed',
          errorMessage: `The payment page ${redirectUrl} is not on an allowed origin, so it was not opened.`,
        },
      });
    },
  );

  it('fails with UnexpectedResponse when the news query answers GraphQL errors in a success', async () => {
    await expect(
      over({ data: null, errors: [{ message: 'Unknown merchant' }] }).news.latest('shop_en', 3),
    ).rejects.toMatchObject({ kind: 'UnexpectedResponse' });
  });
});
