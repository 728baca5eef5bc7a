/**
 * Run by sandboxSeed.ts in a Node child (through ts-node, as Cucumber runs the sandbox: its legacy
 * decorators are not compiled by Playwright's loader). For each request message it answers, for each
 * named request, the state of a fresh sandbox where the consumer is signed in (and an order made and
 * settled, when asked).
 */
import { MemoryStorage } from '../../src/adapters/browser/MemoryStorage';
import { createSandbox } from '../../src/adapters/sandbox/createSandbox';
import { wireDateTime } from '../../src/adapters/sandbox/orders/wireDateTime';
import { loadState, saveState } from '../../src/adapters/sandbox/persistence';
import type { SandboxApi } from '../../src/adapters/sandbox/SandboxApi';
import { DEMO_CREDENTIALS, LEVEL1_CREDENTIALS } from '../../src/adapters/sandbox/seed/accounts';
import { statusOf } from '../../src/adapters/sandbox/seed/transactions';
import { TRANSACTION_KINDS } from '../../src/domain/transactions/transactionKind';
import { PARIS_PROFILE } from '../../src/composition/testing/sandboxApp';
import type { ExtraTransaction, SeededSandbox, SeedRequest } from './sandboxSeed';

type OutboxKind = 'emailVerification' | 'mobileCode' | 'oneTimeCode';

function newest(sandbox: SandboxApi, kind: OutboxKind) {
  const message = sandbox.outbox().find((sent) => sent.kind === kind);
  if (message === undefined) throw new Error(`no ${kind} in the outbox`);
  return message;
}

/** A new consumer who registered and verified e-mail and mobile: the profile is still to fill. */
function registerVerified(sandbox: SandboxApi, email: string): string {
  const { token } = sandbox.register({
    email,
    countryCode: '33',
    number: '612345678',
    acceptedTerms: true,
    password: sandbox.tokenise('Secret123'),
  });
  sandbox.sendVerificationEmail(token);
  const query = new URL(newest(sandbox, 'emailVerification').link ?? '', 'http://localhost').searchParams;
  sandbox.checkEmailCode(token, { nonce: query.get('nonce') ?? '', cons: query.get('cons') ?? '' });
  sandbox.addMobileDevice(token);
  sandbox.verifyMobileDevice(token, newest(sandbox, 'mobileCode').code ?? '');
  return token;
}

/** A new consumer who registered, verified e-mail and mobile, filled the profile and passed KYC level 1. */
function registerLevelOne(sandbox: SandboxApi, email: string): string {
  const token = registerVerified(sandbox, email);
  sandbox.updateProfile(token, PARIS_PROFILE.personal);
  sandbox.updateProfile(token, PARIS_PROFILE.address);
  sandbox.updateProfile(token, PARIS_PROFILE.financial);
  sandbox.simulateKyc(token, 'KYC_LEVEL_1');
  return token;
}

/** The signed-in consumer a request names. */
function signedInConsumer(sandbox: SandboxApi, request: SeedRequest): string {
  switch (request.consumer) {
    case 'newVerified':
      return registerVerified(sandbox, request.email);
    case 'newLevelOne':
      return registerLevelOne(sandbox, request.email);
    case 'demo':
      return signInSeeded(sandbox, DEMO_CREDENTIALS);
    case 'level1':
      return signInSeeded(sandbox, LEVEL1_CREDENTIALS);
  }
}

/** A seeded consumer, signed in with the one-time code the sandbox texted. */
function signInSeeded(sandbox: SandboxApi, credentials: { email: string; password: string }): string {
  const login = sandbox.login(credentials);
  return sandbox.verifyOneTimeCode(login.token, newest(sandbox, 'oneTimeCode').code ?? '').token;
}

/**
 * Records the transactions in the saved state, as the issuer would (the sandbox has no call that
 * makes one): after every sandbox call, so none saves over them.
 */
function recordTransactions(storage: Storage, transactions: readonly ExtraTransaction[]): void {
  const state = loadState(storage);
  if (state === null) throw new Error('the sandbox saved no state to add transactions to');
  transactions.forEach((transaction, index) => {
    state.transactions[transaction.cardId] = [
      ...(state.transactions[transaction.cardId] ?? []),
      {
        id: `tx-e2e-${index + 1}`,
        merchant: transaction.merchant,
        date: wireDateTime(new Date()),
        transactionAmount: { amount: transaction.cents },
        status: statusOf(transaction.kind),
        kycRelated: false,
      },
    ];
  });
  saveState(storage, state);
}

/** Changes the issuer's records of the signed-in consumer in the saved state, as SeedRequest.records says. */
function changeRecords(storage: Storage, consumerId: string, records: NonNullable<SeedRequest['records']>) {
  const state = loadState(storage);
  const account = state?.accounts.find((candidate) => candidate.id === consumerId);
  if (!state || !account) throw new Error('no signed-in consumer to change the records of');
  if (records.fullyKnown === false) account.kycLevel = 1;
  for (const [cardId, cents] of Object.entries(records.balances ?? {})) {
    const card = state.cards.find(
      (candidate) => candidate.id === cardId && candidate.consumerId === consumerId,
    );
    if (!card) throw new Error(`the consumer has no card ${cardId}`);
    card.actualBalance = { amount: cents };
    card.availableBalance = { amount: cents };
  }
  saveState(storage, state);
}

/** How many of the bulk transactions card number `index` holds: half on the first, the rest evenly. */
function bulkShare(bulk: NonNullable<SeedRequest['bulk']>, index: number): number {
  const busiest = Math.ceil(bulk.transactions / 2);
  if (index === 0) return busiest;
  const others = bulk.cards - 1;
  const rest = bulk.transactions - busiest;
  return Math.floor(rest / others) + (index <= rest % others ? 1 : 0);
}

/**
 * Adds copies of the consumer's first card, each with its own id, last four digits, balance and
 * transactions of every kind a day apart: what SeedRequest.bulk asks for.
 */
function addBulkCards(storage: Storage, consumerId: string, bulk: NonNullable<SeedRequest['bulk']>) {
  const state = loadState(storage);
  const model = state?.cards.find((card) => card.consumerId === consumerId);
  if (!state || !model) throw new Error('no card of the signed-in consumer to copy');
  for (let index = 0; index < bulk.cards; index += 1) {
    const id = `card-bulk-${index + 1}`;
    const cents = 1000 + index * 10;
    state.cards.push({
      ...model,
      id,
      cardId: id,
      cardNumberLastFour: String(9000 + index),
      state: 'ACTIVE',
      isBlocked: false,
      isCancelled: false,
      actualBalance: { amount: cents },
      availableBalance: { amount: cents },
    });
    state.transactions[id] = Array.from({ length: bulkShare(bulk, index) }, (_unused, row) => ({
      id: `tx-bulk-${index + 1}-${row + 1}`,
      merchant: `Merchant ${row + 1}`,
      date: wireDateTime(new Date(Date.now() - row * 86_400_000)),
      transactionAmount: { amount: -(100 + row) },
      status: statusOf(TRANSACTION_KINDS[row % TRANSACTION_KINDS.length] ?? 'settled'),
      kycRelated: false,
    }));
  }
  saveState(storage, state);
}

/** Ends the session the token opens, as time would: the sandbox refuses the token from then on. */
function expireSession(storage: Storage, token: string): void {
  const state = loadState(storage);
  const session = state?.sessions.find((candidate) => candidate.token === token);
  if (!state || !session) throw new Error('no session to expire');
  session.expiresAt = new Date(Date.now() - 60_000).toISOString();
  saveState(storage, state);
}

function seed(request: SeedRequest): SeededSandbox {
  const storage = new MemoryStorage();
  const sandbox = createSandbox({ storage });
  const token = signedInConsumer(sandbox, request);
  if (request.records !== undefined) {
    changeRecords(storage, sandbox.fetchConsumer(token).consumer.id, request.records);
  }
  if (request.bulk !== undefined)
    addBulkCards(storage, sandbox.fetchConsumer(token).consumer.id, request.bulk);
  const seeded: SeededSandbox = {
    sandboxState: '',
    token,
    orderId: null,
    returnPath: null,
    settledAt: null,
    cards: [],
  };
  if (request.order !== undefined) {
    const { orderId } = sandbox.createOrder(token, request.order.cents);
    seeded.orderId = orderId;
    const { outcome } = request.order;
    if (outcome !== undefined) {
      const { redirectUrl } = sandbox.startPayment(token, orderId, 'visa', `e2e-${orderId}`);
      const paymentId = decodeURIComponent(redirectUrl.split('/').at(-1) ?? '');
      seeded.settledAt = Date.now();
      seeded.returnPath = sandbox.completePayment(paymentId, outcome).returnPath;
    }
  }
  seeded.cards = sandbox.fetchConsumer(token).consumer.cards.map((card) => ({
    id: card.id,
    lastFour: card.cardNumberLastFour,
    expireDate: card.expireDate,
    available: card.availableBalance.amount,
  }));
  if (request.failNext !== undefined) sandbox.failNext(request.failNext.call, request.failNext.status);
  if (request.transactions !== undefined) recordTransactions(storage, request.transactions);
  if (request.sessionExpired) expireSession(storage, token);
  seeded.sandboxState = storage.getItem('sandbox') ?? '';
  return seeded;
}

/** Answers each request of the parent (sandboxSeed.ts) with the sandboxes it asked for, or the error. */
process.on('message', ({ id, requests }: { id: number; requests: Record<string, SeedRequest> }) => {
  try {
    const seeded = Object.fromEntries(
      Object.entries(requests).map(([name, request]) => [name, seed(request)]),
    );
    process.send?.({ id, seeded });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
