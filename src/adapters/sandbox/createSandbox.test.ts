import { MemoryStorage } from '../browser/MemoryStorage';
import { createSandbox } from './createSandbox';
import { SANDBOX_STORAGE_KEY } from './persistence';
import type { SandboxApi } from './SandboxApi';
import { SandboxError } from './SandboxError';

const START = new Date('2025-03-01T10:00:00.000Z');

function sandboxAt(storage: Storage = new MemoryStorage(), randomSeed?: number) {
  let now = START;
  const sandbox = createSandbox({ storage, clock: () => now, randomSeed });
  return {
    sandbox,
    storage,
    advanceSeconds(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

function signIn(sandbox: SandboxApi, email: string, password: string): string {
  const { token } = sandbox.login({ email, password });
  const code = sandbox.outbox()[0]?.code ?? '';
  return sandbox.verifyOneTimeCode(token, code).token;
}

/** Jane registers (+33 612000000, password Secret123); her session's token. */
function registerJane(sandbox: SandboxApi): string {
  return sandbox.register({
    email: 'jane@example.com',
    countryCode: '33',
    number: '612000000',
    acceptedTerms: true,
    password: sandbox.tokenise('Secret123'),
  }).token;
}

function failureOf(call: () => unknown): SandboxError {
  try {
    call();
  } catch (error) {
    if (error instanceof SandboxError) return error;
    throw error;
  }
  throw new Error('expected a SandboxError');
}

describe('createSandbox', () => {
  describe('the seeded accounts', () => {
    it('signs in the demo consumer: fully known, verified, with cards', () => {
      const { sandbox } = sandboxAt();
      const token = signIn(sandbox, 'demo@example.com', 'Demo1234');

      const { consumer } = sandbox.fetchConsumer(token);

      expect(consumer).toMatchObject({
        email: 'demo@example.com',
        isEmailVerified: true,
        isMobileVerified: true,
        isFullyKnown: true,
        kycLevel: 2,
        maxAllowedAmount: null,
        isCardLimitReached: false,
        tokenExpires: '2025-03-01T10:20:00.000Z',
      });
      expect(consumer.cards.length).toBeGreaterThan(0);
      const created = consumer.cards.map((card) => card.createdAt.date);
      expect(created).toEqual([...created].sort());
      expect(sandbox.declinedKycTransactions(token)).toEqual([]);
    });

    it('signs in the level-1 consumer at the card limit, with declined-KYC transactions', () => {
      const { sandbox } = sandboxAt();
      const token = signIn(sandbox, 'level1@example.com', 'Level1234');

      const { consumer } = sandbox.fetchConsumer(token);

      expect(consumer).toMatchObject({ kycLevel: 1, isFullyKnown: false, isCardLimitReached: true });
      // What is left under the 150 EUR account limit: less than the smallest card.
      expect(consumer.maxAllowedAmount?.amount).toBeLessThan(500);
      expect(sandbox.declinedKycTransactions(token).length).toBeGreaterThan(0);
    });
  });

  describe('fetchConsumer', () => {
    it('answers the consumer with the token it was asked with', () => {
      const { sandbox } = sandboxAt();
      const token = signIn(sandbox, 'demo@example.com', 'Demo1234');

      expect(sandbox.fetchConsumer(token).token).toBe(token);
    });

    it('answers 401 without a token, with an unknown one and once it expired', () => {
      const { sandbox, advanceSeconds } = sandboxAt();
      const token = signIn(sandbox, 'demo@example.com', 'Demo1234');

      expect(failureOf(() => sandbox.fetchConsumer(null)).status).toBe(401);
      expect(failureOf(() => sandbox.fetchConsumer('made-up')).status).toBe(401);
      advanceSeconds(20 * 60);
      expect(failureOf(() => sandbox.fetchConsumer(token)).status).toBe(401);
    });
  });

  describe('the outbox', () => {
    it('holds every message sent, newest first', () => {
      const { sandbox, advanceSeconds } = sandboxAt();
      sandbox.startPasswordReset('demo@example.com');
      advanceSeconds(1);
      sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });

      expect(sandbox.outbox().map((message) => message.kind)).toEqual(['oneTimeCode', 'passwordReset']);
    });
  });

  describe('the identity-check widget', () => {
    it('approves a check the consumer started', () => {
      const { sandbox } = sandboxAt();
      const token = registerJane(sandbox);
      const { reference } = sandbox.initiateKyc(token);

      sandbox.completeIdentityCheck(reference, 'approve');

      expect(sandbox.kycStatus(token, 'KYC_LEVEL_1')).toMatchObject({ isApproved: true });
    });
  });

  describe('failNext', () => {
    it.each([400, 401, 403, 404, 409, 500] as const)(
      'fails the next call of that name once with %i',
      (status) => {
        const { sandbox } = sandboxAt();
        sandbox.failNext('news', status);

        const failure = failureOf(() => sandbox.news('shop_en', 3));

        expect(failure.status).toBe(status);
        expect(failure.body.errorCode).toBe('injectedFault');
        expect(sandbox.news('shop_en', 3)).toHaveLength(3);
      },
    );

    it('makes a network failure status 0', () => {
      const { sandbox } = sandboxAt();
      sandbox.failNext('login', 'network');

      expect(failureOf(() => sandbox.login({ email: 'demo@example.com', password: 'Demo1234' })).status).toBe(
        0,
      );
      expect(sandbox.outbox()).toEqual([]);
    });

    it('leaves the other calls alone', () => {
      const { sandbox } = sandboxAt();
      sandbox.failNext('logout', 500);

      expect(sandbox.login({ email: 'demo@example.com', password: 'Demo1234' }).token).not.toBe('');
      expect(failureOf(() => sandbox.logout(null)).status).toBe(500);
    });
  });

  describe('copies', () => {
    it('never hands out its own objects', () => {
      const { sandbox } = sandboxAt();
      const token = signIn(sandbox, 'demo@example.com', 'Demo1234');

      const first = sandbox.fetchConsumer(token).consumer;
      first.email = 'changed@example.com';
      first.cards.splice(0);
      sandbox.outbox().splice(0);

      const again = sandbox.fetchConsumer(token).consumer;
      expect(again.email).toBe('demo@example.com');
      expect(again.cards.length).toBeGreaterThan(0);
      expect(sandbox.outbox().length).toBeGreaterThan(0);
    });

    it('never hands out an order’s own amount or lines either', () => {
      const { sandbox } = sandboxAt();
      const token = signIn(sandbox, 'demo@example.com', 'Demo1234');

      const order = sandbox.getOrder(token, 'order-demo-created');
      order.status = 'completed';
      order.amount.amount = 1;
      const line = order.orderLines[0];
      if (line) line.amount.amount = 1;
      sandbox.listOrders(token).forEach((listed) => listed.orderLines.splice(0));

      expect(sandbox.getOrder(token, 'order-demo-created')).toMatchObject({
        status: 'created',
        amount: { amount: 1850 },
        orderLines: [{ amount: { amount: 2000 } }, {}, {}, {}],
      });
    });

    it('answers its live objects only when told not to copy (the API server serialises each at once)', () => {
      const live = createSandbox({ copyAnswers: false });
      const copying = createSandbox();

      expect(live.outbox()).toBe(live.outbox());
      expect(copying.outbox()).not.toBe(copying.outbox());
      expect(copying.outbox()).toEqual(copying.outbox());
    });
  });

  describe('persistence', () => {
    it('keeps the whole state in the storage under "sandbox", so a new sandbox carries on', () => {
      const storage = new MemoryStorage();
      const before = sandboxAt(storage).sandbox;
      const token = registerJane(before);

      const after = sandboxAt(storage).sandbox;

      expect(storage.getItem(SANDBOX_STORAGE_KEY)).not.toBeNull();
      expect(after.fetchConsumer(token).consumer.email).toBe('jane@example.com');
      expect(
        failureOf(() =>
          after.register({
            email: 'JANE@example.com',
            countryCode: '33',
            number: '612000001',
            acceptedTerms: true,
            password: after.tokenise('Secret123'),
          }),
        ).status,
      ).toBe(409);
    });

    it('sees what another sandbox on the same storage did (another tab), each in turn reading what the other last wrote', () => {
      const storage = new MemoryStorage();
      const tabA = sandboxAt(storage).sandbox;
      const tabB = sandboxAt(storage).sandbox;

      tabA.startPasswordReset('demo@example.com');
      expect(tabB.outbox()).toHaveLength(1);
      tabB.startPasswordReset('level1@example.com');
      expect(tabA.outbox()).toHaveLength(2);
      tabA.login({ email: 'demo@example.com', password: 'Demo1234' });

      expect(tabB.outbox().map((message) => message.kind)).toEqual([
        'oneTimeCode',
        'passwordReset',
        'passwordReset',
      ]);
    });

    it('carries on from a state saved before mobile verification codes had their wait per number', () => {
      const storage = new MemoryStorage();
      const before = sandboxAt(storage).sandbox;
      const token = registerJane(before);
      before.login({ email: 'jane@example.com', password: 'Secret123' });
      // As saved then: the same version, and code texts that do not say which code they were.
      const saved = JSON.parse(storage.getItem(SANDBOX_STORAGE_KEY) ?? '') as {
        oneTimeCodeTexts: { kind?: string }[];
      };
      expect(saved.oneTimeCodeTexts).toHaveLength(1);
      for (const record of saved.oneTimeCodeTexts) delete record.kind;
      storage.setItem(SANDBOX_STORAGE_KEY, JSON.stringify(saved));

      const after = sandboxAt(storage).sandbox;
      after.login({ email: 'jane@example.com', password: 'Secret123' });

      expect(after.fetchConsumer(token).consumer.email).toBe('jane@example.com');
      // The text saved then was a sign-in code: a login within its minute texts none ...
      expect(after.outbox().filter((message) => message.kind === 'oneTimeCode')).toHaveLength(1);
      // ... and it does not hold back the code that verifies the number.
      expect(after.addMobileDevice(token)).toEqual({ timeLeftForRetry: 0 });
      expect(failureOf(() => after.addMobileDevice(token)).body).toMatchObject({
        errorCode: 'tooEarly',
        timeLeftForRetry: 60,
      });
    });

    it('starts from the seed when the saved state is unreadable', () => {
      const storage = new MemoryStorage();
      storage.setItem(SANDBOX_STORAGE_KEY, '{not json');

      const { sandbox } = sandboxAt(storage);

      expect(sandbox.login({ email: 'demo@example.com', password: 'Demo1234' }).token).not.toBe('');
    });
  });

  describe('secrets and determinism', () => {
    const script = (randomSeed?: number) => {
      const { sandbox } = sandboxAt(new MemoryStorage(), randomSeed);
      const { token } = sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });
      sandbox.startPasswordReset('level1@example.com');
      return { token, outbox: sandbox.outbox() };
    };

    it('draws codes, links and tokens from the cryptographic source: two sandboxes never agree', () => {
      const [first, second] = [script(), script()];
      expect(first.token).not.toEqual(second.token);
      expect(first.token).toMatch(/^token-\d+\.[a-z0-9]{25}$/);
      expect(first.outbox.map((message) => message.code ?? message.link)).not.toEqual(
        second.outbox.map((message) => message.code ?? message.link),
      );
    });

    it('gives the same codes, ids and tokens for the same calls when a test seeds it', () => {
      expect(script(7)).toEqual(script(7));
    });

    it('draws other codes from another random seed', () => {
      const codeWith = (randomSeed: number) => {
        const sandbox = createSandbox({ clock: () => START, randomSeed });
        sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });
        return sandbox.outbox()[0]?.code;
      };

      expect(codeWith(1)).toEqual(codeWith(1));
      expect(codeWith(1)).not.toEqual(codeWith(2));
    });

    it('carries a seeded random sequence over a reload', () => {
      const codesOf = (reloadBetween: boolean) => {
        const storage = new MemoryStorage();
        let sandbox = createSandbox({ storage, clock: () => START, randomSeed: 7 });
        sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });
        if (reloadBetween) sandbox = createSandbox({ storage, clock: () => START, randomSeed: 7 });
        sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });
        return sandbox.outbox().map((message) => message.code);
      };

      expect(codesOf(true)).toEqual(codesOf(false));
    });
  });

  describe('reset', () => {
    it('goes back to the seed: accounts, sessions and the outbox as they were', () => {
      const { sandbox } = sandboxAt();
      const token = signIn(sandbox, 'demo@example.com', 'Demo1234');
      registerJane(sandbox);
      sandbox.failNext('news', 500);

      sandbox.reset();

      expect(sandbox.outbox()).toEqual([]);
      expect(failureOf(() => sandbox.fetchConsumer(token)).status).toBe(401);
      expect(
        failureOf(() => sandbox.login({ email: 'jane@example.com', password: 'Secret123' })).status,
      ).toBe(400);
      expect(sandbox.news('shop_en', 3)).toHaveLength(3);
    });
  });

  describe('the vault', () => {
    it('keeps a secret behind a token and never gives a password back', () => {
      const { sandbox } = sandboxAt();
      const token = sandbox.tokenise('Secret123');

      expect(token).not.toContain('Secret123');
      expect(failureOf(() => sandbox.revealCardSecret(null, token)).status).toBe(401);
    });

    describe('card secrets', () => {
      function demoAndLevel1() {
        const at = sandboxAt();
        const demo = signIn(at.sandbox, 'demo@example.com', 'Demo1234');
        const level1 = signIn(at.sandbox, 'level1@example.com', 'Level1234');
        const card = at.sandbox.fetchConsumer(demo).consumer.cards[0];
        if (card === undefined) throw new Error('the demo consumer has no card');
        return { ...at, demo, level1, card };
      }

      it('shows the owner the number and CVV of a card, matching its last four digits', () => {
        const { sandbox, demo, card } = demoAndLevel1();

        expect(sandbox.revealCardSecret(demo, card.numberToken)).toMatch(
          new RegExp(`^\\d{12}${card.cardNumberLastFour}$`),
        );
        expect(sandbox.revealCardSecret(demo, card.cvvToken)).toMatch(/^\d{3}$/);
      });

      it('keeps them behind unguessable tokens: 128 random bits, no counter', () => {
        const { card } = demoAndLevel1();

        expect(card.numberToken).toMatch(/^card-secret-[0-9a-f]{32}$/);
        expect(card.cvvToken).toMatch(/^card-secret-[0-9a-f]{32}$/);
        expect(card.numberToken).not.toBe(card.cvvToken);
      });

      it('answers 401 without a token, with an unknown token or before the one-time code', () => {
        const { sandbox, card } = demoAndLevel1();
        const { token: loginOnly } = sandbox.login({ email: 'demo@example.com', password: 'Demo1234' });

        expect(failureOf(() => sandbox.revealCardSecret(null, card.numberToken)).status).toBe(401);
        expect(failureOf(() => sandbox.revealCardSecret('token-999.forged', card.numberToken)).status).toBe(
          401,
        );
        expect(failureOf(() => sandbox.revealCardSecret(loginOnly, card.numberToken)).status).toBe(401);
      });

      it("answers 404 for another consumer's card, an unknown token and a password's token alike", () => {
        const { sandbox, level1, card } = demoAndLevel1();
        const passwordToken = sandbox.tokenise('Secret123');

        expect(failureOf(() => sandbox.revealCardSecret(level1, card.numberToken)).status).toBe(404);
        expect(failureOf(() => sandbox.revealCardSecret(level1, card.cvvToken)).status).toBe(404);
        expect(failureOf(() => sandbox.revealCardSecret(level1, 'card-secret-unknown')).status).toBe(404);
        expect(failureOf(() => sandbox.revealCardSecret(level1, passwordToken)).status).toBe(404);
      });

      it('asks for the password again once it was given a session length ago, even after a fresh code', () => {
        const { sandbox, demo, card, advanceSeconds } = demoAndLevel1();
        advanceSeconds(19 * 60);
        sandbox.requestOneTimeCode(demo);
        const renewed = sandbox.verifyOneTimeCode(demo, sandbox.outbox()[0]?.code ?? '').token;
        expect(sandbox.revealCardSecret(renewed, card.cvvToken)).toMatch(/^\d{3}$/);

        advanceSeconds(60);

        expect(failureOf(() => sandbox.revealCardSecret(renewed, card.cvvToken)).status).toBe(401);
        const signedInAgain = signIn(sandbox, 'demo@example.com', 'Demo1234');
        expect(sandbox.revealCardSecret(signedInAgain, card.cvvToken)).toMatch(/^\d{3}$/);
      });
    });
  });
});
