import { NEWS_MERCHANTS } from '../../domain/news/newsMerchant';
import { DEMO } from '../contracts/support/accounts';
import { expectGatewayError } from '../contracts/support/expectGatewayError';
import { freshIdempotencyKey } from '../contracts/support/payments';
import { logIn, signIn } from '../contracts/support/signIn';
import { newestCode } from '../contracts/support/outbox';
import { HttpCardGateway } from './HttpCardGateway';
import { HttpConsumerGateway } from './HttpConsumerGateway';
import { HttpKycGateway } from './HttpKycGateway';
import { HttpNewsGateway } from './HttpNewsGateway';
import { HttpOrderGateway } from './HttpOrderGateway';
import { HttpSandboxConsole } from './HttpSandboxConsole';
import { httpFixture, type HttpFixture } from './testing/httpFixture';
import { localApiServerForFile, type AnswerTamper } from './testing/localApiServer';

/**
 * An issuer answering outside docs/openapi.yaml: the local API server's answer rewritten on its way
 * out (a number sent as text, a field left out, a value no enum lists). Every port call meets it as
 * UnexpectedResponse, before the app reads a figure from it, and the diagnostic says where it broke.
 */
const server = localApiServerForFile();

function adaptersOver({ http }: HttpFixture<unknown>) {
  const { appOrigin } = server();
  return {
    consumers: new HttpConsumerGateway(http),
    cards: new HttpCardGateway(http),
    orders: new HttpOrderGateway(http, { origins: [appOrigin], base: appOrigin }),
    kyc: new HttpKycGateway(http),
    news: new HttpNewsGateway(http),
    sandboxConsole: new HttpSandboxConsole(http),
  };
}

type Adapters = ReturnType<typeof adaptersOver>;

/** The demo consumer signed in, with what the calls below need: an active card and an order. */
async function signedInDemo(fixture: HttpFixture<unknown>) {
  const consumer = await signIn(fixture, DEMO);
  const card = consumer.cards.find((candidate) => candidate.state === 'ACTIVE' && !candidate.isBlocked);
  if (card === undefined) throw new Error('the demo consumer has no active card');
  return { cardId: card.id };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The JSON object (or array) under `pointer` ('/card/actualBalance'), which a test is about to change. */
function objectAt(body: unknown, pointer: string): Record<string, unknown> {
  const keys = pointer.split('/').slice(1);
  const node = keys.reduce<unknown>((parent, key) => (isRecord(parent) ? parent[key] : undefined), body);
  if (!isRecord(node)) throw new Error(`the answer has nothing at ${pointer}`);
  return node;
}

/** Where a field sits: its parent's pointer and its own name. */
function split(pointer: string): { parent: string; name: string } {
  const at = pointer.lastIndexOf('/');
  return { parent: pointer.slice(0, at), name: pointer.slice(at + 1) };
}

type Malformation = { kind: 'wrong type' | 'unknown enum value'; value: unknown } | { kind: 'missing field' };

interface Case {
  call: string;
  method: AnswerTamper['method'];
  path: RegExp;
  pointer: string;
  malformation: Malformation;
  run: (adapters: Adapters, ids: { cardId: string }) => Promise<unknown>;
}

const textAmount = { kind: 'wrong type', value: '10.00' } as const;
const missing = { kind: 'missing field' } as const;

const CASES: Case[] = [
  {
    call: 'ConsumerGateway.fetch',
    method: 'GET',
    path: /^\/api\/consumer$/,
    pointer: '/consumer/kycLevel',
    malformation: { kind: 'unknown enum value', value: 3 },
    run: ({ consumers }) => consumers.fetch(),
  },
  {
    call: 'ConsumerGateway.fetch',
    method: 'GET',
    path: /^\/api\/consumer$/,
    pointer: '/consumer/cards',
    malformation: missing,
    run: ({ consumers }) => consumers.fetch(),
  },
  {
    call: 'ConsumerGateway.fetch',
    method: 'GET',
    path: /^\/api\/consumer$/,
    pointer: '/consumer/cards/0/availableBalance/amount',
    malformation: textAmount,
    run: ({ consumers }) => consumers.fetch(),
  },
  {
    call: 'CardGateway.get',
    method: 'GET',
    path: /^\/api\/card\/[^/]+$/,
    pointer: '/card/actualBalance/amount',
    malformation: textAmount,
    run: ({ cards }, { cardId }) => cards.get(cardId),
  },
  {
    call: 'CardGateway.get',
    method: 'GET',
    path: /^\/api\/card\/[^/]+$/,
    pointer: '/card/actualBalance/amount',
    malformation: { kind: 'wrong type', value: 1000.5 },
    run: ({ cards }, { cardId }) => cards.get(cardId),
  },
  {
    call: 'CardGateway.get',
    method: 'GET',
    path: /^\/api\/card\/[^/]+$/,
    pointer: '/card/availableBalance',
    malformation: missing,
    run: ({ cards }, { cardId }) => cards.get(cardId),
  },
  {
    call: 'CardGateway.get',
    method: 'GET',
    path: /^\/api\/card\/[^/]+$/,
    pointer: '/card/state',
    malformation: { kind: 'unknown enum value', value: 'EXPIRED' },
    run: ({ cards }, { cardId }) => cards.get(cardId),
  },
  {
    call: 'CardGateway.transactions',
    method: 'GET',
    path: /\/transactions$/,
    pointer: '/transactions/0/transactionAmount/amount',
    malformation: { kind: 'wrong type', value: -12.5 },
    run: ({ cards }, { cardId }) => cards.transactions(cardId),
  },
  {
    call: 'CardGateway.transactions',
    method: 'GET',
    path: /\/transactions$/,
    pointer: '/transactions/0/status',
    malformation: missing,
    run: ({ cards }, { cardId }) => cards.transactions(cardId),
  },
  {
    call: 'CardGateway.block',
    method: 'POST',
    path: /\/block$/,
    pointer: '/consumer/cards/0/isBlocked',
    malformation: { kind: 'wrong type', value: 'yes' },
    run: ({ cards }, { cardId }) => cards.block(cardId),
  },
  {
    call: 'OrderGateway.list',
    method: 'GET',
    path: /^\/api\/consumer\/orders$/,
    pointer: '/orders/0/status',
    malformation: { kind: 'unknown enum value', value: 'shipped' },
    run: ({ orders }) => orders.list(),
  },
  {
    call: 'OrderGateway.list',
    method: 'GET',
    path: /^\/api\/consumer\/orders$/,
    pointer: '/orders/0/amount',
    malformation: missing,
    run: ({ orders }) => orders.list(),
  },
  {
    call: 'OrderGateway.create',
    method: 'POST',
    path: /^\/api\/order\/create$/,
    pointer: '/order/id',
    malformation: { kind: 'wrong type', value: 7 },
    run: ({ orders }) => orders.create(2000),
  },
  {
    call: 'OrderGateway.startPayment',
    method: 'POST',
    path: /\/payment$/,
    pointer: '/redirectUrl',
    malformation: missing,
    run: async ({ orders }) => {
      const { orderId } = await orders.create(2000);
      const paymethodId = (await orders.paymentMethods(orderId)).paymethods[0]?.id ?? '';
      return orders.startPayment(orderId, paymethodId, freshIdempotencyKey());
    },
  },
  {
    call: 'KycGateway.status',
    method: 'GET',
    path: /^\/api\/consumer\/kyc-status$/,
    pointer: '/isApproved',
    malformation: missing,
    run: ({ kyc }) => kyc.status('KYC_LEVEL_2'),
  },
  {
    call: 'NewsGateway.latest',
    method: 'POST',
    path: /^\/graphql$/,
    pointer: '/data/news/0/date',
    malformation: { kind: 'wrong type', value: '27/11/2026' },
    run: ({ news }) => news.latest(NEWS_MERCHANTS.en, 3),
  },
  {
    call: 'SandboxConsole.outbox',
    method: 'GET',
    path: /^\/sandbox-api\/outbox$/,
    pointer: '/messages/0/kind',
    malformation: { kind: 'unknown enum value', value: 'carrierPigeon' },
    run: ({ sandboxConsole }) => sandboxConsole.outbox(),
  },
];

/** What the diagnostic names: the broken field, or the object that lacks one. */
function whereItBroke({ pointer, malformation }: Case): string {
  if (malformation.kind !== 'missing field') return `at ${pointer} (`;
  const { parent, name } = split(pointer);
  return `at ${parent || 'its root'} (required {"missingProperty":"${name}"})`;
}

describe('a malformed issuer answer at the HTTP adapters', () => {
  let fixture: HttpFixture<unknown>;
  beforeEach(async () => {
    fixture = await httpFixture(server(), () => null);
  });

  it.each(
    CASES.map((testCase) => [testCase.call, testCase.malformation.kind, testCase.pointer, testCase] as const),
  )('%s, %s at %s: UnexpectedResponse', async (_call, _kind, _pointer, testCase) => {
    const ids = await signedInDemo(fixture);
    const { parent, name } = split(testCase.pointer);
    const { malformation } = testCase;
    server().tamperNext({
      method: testCase.method,
      path: testCase.path,
      rewrite: (body) => {
        const holder = objectAt(body, parent);
        if (malformation.kind === 'missing field') Reflect.deleteProperty(holder, name);
        else holder[name] = malformation.value;
        return body;
      },
    });

    const error = await expectGatewayError(testCase.run(adaptersOver(fixture), ids), 'UnexpectedResponse', {
      diagnostic: expect.stringContaining(whereItBroke(testCase)),
    });
    // Nothing a screen would show as the issuer's words: the screen says its own.
    expect(error.details.errorMessage).toBeUndefined();
  });

  it('reads the same calls as their ports promise when the answer keeps to the document', async () => {
    const ids = await signedInDemo(fixture);
    const adapters = adaptersOver(fixture);

    await expect(adapters.cards.get(ids.cardId)).resolves.toEqual(
      expect.objectContaining({ id: ids.cardId, actualBalance: { amount: expect.any(Number) } }),
    );
    await expect(adapters.orders.list()).resolves.not.toHaveLength(0);
  });

  it('meets a malformed sign-in answer before storing its token', async () => {
    await logIn(fixture, DEMO);
    const loginToken = fixture.tokens.load();
    server().tamperNext({
      method: 'POST',
      path: /^\/api\/consumer\/otp\/verify$/,
      rewrite: (body) => ({ ...objectAt(body, ''), token: 42 }),
    });

    await expectGatewayError(
      fixture.session.verifyOneTimeCode(await newestCode(fixture.sandbox, 'oneTimeCode')),
      'UnexpectedResponse',
      { diagnostic: expect.stringContaining('at /token (type {"type":"string"})') },
    );
    expect(fixture.tokens.load()).toBe(loginToken);
  });
});
