import { DEMO, LEVEL1 } from '../../src/adapters/contracts/support/accounts';
import { phoneRecipient } from '../../src/adapters/sandbox/outbox';
import {
  startApiTestServer,
  type ApiTestServer,
  type CallOptions,
  type Method,
} from '../testing/apiTestServer';
import { freshCode, signInOnSandbox } from '../testing/apiTestServerPerFile';
import { RATE_LIMITS } from './rateLimits';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.call('POST', '/sandbox-api/reset');
});

/** Sends the same request `times` times, one after the other; answers the statuses. */
async function repeat(
  times: number,
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < times; sent += 1)
    statuses.push((await server.send(method, path, options)).status);
  return statuses;
}

async function expectTooManyRequests(method: Method, path: string, options: CallOptions = {}): Promise<void> {
  const response = await server.send(method, path, options);
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  await expect(response.json()).resolves.toEqual({
    errorCode: 'tooManyRequests',
    errorMessage: 'Too many requests. Please try again later.',
    timeLeftForRetry: retryAfter,
  });
}

describe('rate limits of the local API server', () => {
  it(`refuses the sign-in after ${RATE_LIMITS.failedSignInPerEmail.limit} wrong passwords for one address, with 429 and Retry-After`, async () => {
    const wrong = { body: { email: DEMO.email, password: 'Wrong1234' } };
    const statuses = await repeat(
      RATE_LIMITS.failedSignInPerEmail.limit,
      'POST',
      '/api/consumer/login',
      wrong,
    );

    expect(new Set(statuses)).toEqual(new Set([400]));
    await expectTooManyRequests('POST', '/api/consumer/login', { body: DEMO });
    const other = await server.call('POST', '/api/consumer/login', {
      body: { email: 'level1@example.com', password: 'Level1234' },
    });
    expect(other.status).toBe(200);
  });

  it('counts only failed sign-ins per address', async () => {
    const statuses = await repeat(RATE_LIMITS.failedSignInPerEmail.limit + 1, 'POST', '/api/consumer/login', {
      body: DEMO,
    });

    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it(`refuses sign-ins from one client beyond ${RATE_LIMITS.signInPerClient.limit}, whatever the address`, async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < RATE_LIMITS.signInPerClient.limit; sent += 1) {
      const body = { email: `nobody${sent}@example.com`, password: 'Wrong1234' };
      statuses.push((await server.send('POST', '/api/consumer/login', { body })).status);
    }

    expect(new Set(statuses)).toEqual(new Set([400]));
    await expectTooManyRequests('POST', '/api/consumer/login', { body: DEMO });
  });

  it(`sends at most ${RATE_LIMITS.messages.limit} verification messages per session, the 60-second wait aside`, async () => {
    const token = signInOnSandbox(server.sandbox, DEMO);
    const statuses = await repeat(RATE_LIMITS.messages.limit, 'GET', '/api/consumer/otp-device/add', {
      token,
    });

    expect(statuses.filter((status) => status === 429)).toEqual([]);
    await expectTooManyRequests('GET', '/api/consumer/verify-email/send-email', { token });
  });

  describe('contact changes', () => {
    const VICTIM = 'victim@example.org';

    /** A consumer just registered (e-mail not verified yet), signed in. */
    function newConsumer(): { token: string; email: string } {
      const email = 'jane@example.com';
      const { token } = server.sandbox.register({
        email,
        countryCode: '33',
        number: '612000000',
        acceptedTerms: true,
        password: server.sandbox.tokenise('Secret123'),
      });
      return { token, email };
    }

    function linksSentTo(email: string): number {
      return server.sandbox.outbox().filter((message) => message.to === email).length;
    }

    it(`takes at most ${RATE_LIMITS.contactChanges.limit} per consumer: changing the address back and forth mails nobody without end`, async () => {
      const { token, email } = newConsumer();
      const statuses: number[] = [];
      for (let changed = 0; changed < RATE_LIMITS.contactChanges.limit; changed += 1) {
        const address = changed % 2 === 0 ? VICTIM : email;
        // The registration's address changes once without a code; every change after that takes one.
        const code = changed === 0 ? undefined : await freshCode(server, token);
        const answer = await server.send('POST', '/api/consumer/update', {
          token,
          body: { email: address, code },
        });
        statuses.push(answer.status);
      }

      expect(new Set(statuses)).toEqual(new Set([200]));
      await expectTooManyRequests('POST', '/api/consumer/update', { token, body: { email: VICTIM } });
      await expectTooManyRequests('POST', '/api/consumer/update', {
        token,
        body: { countryCode: '33', number: '698765432' },
      });
      expect(linksSentTo(VICTIM)).toBe(RATE_LIMITS.contactChanges.limit / 2);
    });

    it('keeps counting for the consumer across a new sign-in, and counts another consumer apart', async () => {
      const { token, email } = newConsumer();
      const change = { token, body: { email: VICTIM } };
      await repeat(RATE_LIMITS.contactChanges.limit, 'POST', '/api/consumer/update', change);
      const again = signInOnSandbox(server.sandbox, { email: VICTIM, password: 'Secret123' });

      await expectTooManyRequests('POST', '/api/consumer/update', { token: again, body: { email } });
      const demo = signInOnSandbox(server.sandbox, DEMO);
      const other = await server.call('POST', '/api/consumer/update', {
        token: demo,
        body: { email: 'demo.new@example.com' },
      });
      // Refused for what it asks (a verified address needs a fresh code), not for the other's count.
      expect(other.status).toBe(409);
    });
  });

  it(`takes at most ${RATE_LIMITS.passwordResets.limit} password reset requests from one client`, async () => {
    const reset = { body: { email: 'nobody@example.com' } };
    await repeat(RATE_LIMITS.passwordResets.limit, 'POST', '/api/consumer/lost-password/start', reset);

    await expectTooManyRequests('POST', '/api/consumer/lost-password/start', { body: { email: DEMO.email } });
  });

  it(`takes at most ${RATE_LIMITS.graphqlQueries.limit} GraphQL queries a minute from one client, refusing more before reading them`, async () => {
    const query = { body: { query: '{ __typename }' } };
    const statuses = await repeat(RATE_LIMITS.graphqlQueries.limit, 'POST', '/graphql', query);

    expect(new Set(statuses)).toEqual(new Set([200]));
    const refusedAt = performance.now();
    await expectTooManyRequests('POST', '/graphql', query);
    // A client that sends without waiting gets one answer a second.
    expect(performance.now() - refusedAt).toBeGreaterThanOrEqual(RATE_LIMITS.graphqlQueries.pauseMs - 5);
    // Over the limit, a body is not even read: malformed JSON is not worth a 400.
    await expectTooManyRequests('POST', '/graphql', { rawBody: '{"query": ' });
  });

  it(`lists a consumer’s orders at most ${RATE_LIMITS.orderLists.limit} times a minute, whichever of their sessions asks`, async () => {
    const demo = signInOnSandbox(server.sandbox, DEMO);
    const lists = await repeat(RATE_LIMITS.orderLists.limit, 'GET', '/api/consumer/orders', { token: demo });

    expect(new Set(lists)).toEqual(new Set([200]));
    await expectTooManyRequests('GET', '/api/consumer/orders', {
      token: signInOnSandbox(server.sandbox, DEMO),
    });
    const other = await server.call('GET', '/api/consumer/orders', {
      token: signInOnSandbox(server.sandbox, LEVEL1),
    });
    expect(other.status).toBe(200);
  });

  it(`tokenises at most ${RATE_LIMITS.secureInputs.limit} secrets in 15 minutes per client: 600 cannot push a visitor’s password out of the vault`, async () => {
    const tokenise = (secret: string) =>
      server.call('POST', '/sandbox-api/vault/tokenise', { body: { secret } });
    const visitor = ((await tokenise('Visitor123')).body as { token: string }).token;

    // All at once: each refusal waits a second before it is answered.
    const statuses = await Promise.all(
      Array.from({ length: 600 }, async () => (await tokenise('Filler123')).status),
    );
    server.clock.advance(60_000);

    const registration = await server.call('POST', '/api/consumer/register', {
      body: {
        email: 'visitor@example.com',
        countryCode: '33',
        number: '612000077',
        acceptedTerms: true,
        password: visitor,
      },
    });
    expect(registration.status).toBe(200);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.secureInputs.limit - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(601 - RATE_LIMITS.secureInputs.limit);
  });

  it('forgets every count when the sandbox is reset', async () => {
    const reset = { body: { email: 'nobody@example.com' } };
    await repeat(RATE_LIMITS.passwordResets.limit + 1, 'POST', '/api/consumer/lost-password/start', reset);

    await server.call('POST', '/sandbox-api/reset');

    expect((await server.send('POST', '/api/consumer/lost-password/start', reset)).status).not.toBe(429);
  });

  it('answers the consumer lock for wrong one-time codes as 429 with Retry-After', async () => {
    const login = await server.call('POST', '/api/consumer/login', { body: DEMO });
    const token = (login.body as { token: string }).token;
    const statuses: number[] = [];
    for (let typed = 0; typed < 10; typed += 1) {
      const answer = await server.call('POST', '/api/consumer/otp/verify', {
        token,
        body: { code: '000000' },
      });
      statuses.push(answer.status);
      if ((answer.body as { errorCode?: string }).errorCode === 'otpSpent') {
        // A new code once the spent one's 60-second resend wait is over.
        server.clock.advance(60_000);
        await server.call('POST', '/api/consumer/otp/request', { token });
      }
    }

    expect(statuses.at(-1)).toBe(429);
    const response = await server.send('POST', '/api/consumer/otp/request', { token });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    await expect(response.json()).resolves.toMatchObject({ errorCode: 'tooManyWrongCodes' });
  });

  it(`takes at most ${RATE_LIMITS.codeChecks.limit} e-mail link checks from one client, whatever bearer it makes up`, async () => {
    const check = (token: string | null) =>
      server.send('POST', '/api/consumer/verify-email/check-code', {
        token,
        body: { nonce: 'no-such-link', cons: 'consumer-demo' },
      });
    const statuses: number[] = [];
    for (let sent = 0; sent < RATE_LIMITS.codeChecks.limit; sent += 1)
      statuses.push((await check(`made-up-${sent}`)).status);

    expect(statuses).not.toContain(429);
    expect((await check('made-up-again')).status).toBe(429);
    expect((await check(null)).status).toBe(429);
    // A live session keeps a count of its own.
    expect((await check(signInOnSandbox(server.sandbox, DEMO))).status).not.toBe(429);
  });

  describe('wrong promo codes', () => {
    /** The demo consumer signed in, with a new order carrying no promo code. */
    function demoOrder(): { token: string; orderId: string; discount: string } {
      const token = signInOnSandbox(server.sandbox, DEMO);
      const { orderId } = server.sandbox.createOrder(token, 2000);
      return { token, orderId, discount: `/api/order/${orderId}/discount` };
    }

    it(`takes at most ${RATE_LIMITS.failedPromoCodes.limit} refused per consumer; then even a valid code waits`, async () => {
      const { token, orderId, discount } = demoOrder();
      const wrong = { token, body: { discountCode: 'NOSUCHCODE' } };
      const refused = await repeat(RATE_LIMITS.failedPromoCodes.limit - 1, 'POST', discount, wrong);
      // A code applied does not count.
      const applied = await server.call('POST', discount, { token, body: { discountCode: 'WELCOME5' } });
      const lastRefused = await server.call('POST', discount, wrong);

      expect(new Set(refused)).toEqual(new Set([400]));
      expect([applied.status, lastRefused.status]).toEqual([200, 400]);
      await expectTooManyRequests('POST', discount, { token, body: { discountCode: 'DOUBLE' } });
      const order = server.sandbox.getOrder(token, orderId);
      expect(order.orderLines.flatMap((line) => line.discountCode ?? [])).toEqual(['WELCOME5']);
    });

    it('keeps counting for the consumer across a new sign-in, and counts another consumer apart', async () => {
      const { token, discount } = demoOrder();
      await repeat(RATE_LIMITS.failedPromoCodes.limit, 'POST', discount, {
        token,
        body: { discountCode: 'NOSUCHCODE' },
      });
      const again = demoOrder();
      const level1 = signInOnSandbox(server.sandbox, LEVEL1);

      await expectTooManyRequests('POST', again.discount, {
        token: again.token,
        body: { discountCode: 'NOSUCHCODE' },
      });
      // Another consumer's try is refused for what it asks (not theirs), not for the demo's count.
      const other = await server.call('POST', again.discount, {
        token: level1,
        body: { discountCode: 'NOSUCHCODE' },
      });
      expect(other.status).toBe(403);
    });
  });

  describe('sign-in codes texted to one mobile', () => {
    function codesTextedTo(countryCode: string, number: string): string[] {
      return server.sandbox
        .outbox()
        .filter(
          (message) => message.kind === 'oneTimeCode' && message.to === phoneRecipient(countryCode, number),
        )
        .map((message) => message.code ?? '');
    }

    it('are one a minute, however many logins and code requests', async () => {
      const tokens: string[] = [];
      for (let login = 0; login < 20; login += 1) {
        const answer = await server.call('POST', '/api/consumer/login', { body: DEMO });
        tokens.push((answer.body as { token: string }).token);
      }
      const firstLogin = tokens[0] ?? '';
      const token = tokens.at(-1) ?? '';
      const first = await server.call('POST', '/api/consumer/otp/request', { token: firstLogin });
      const statuses = await repeat(31, 'POST', '/api/consumer/otp/request', { token: firstLogin });

      expect(first).toEqual({
        status: 400,
        body: { errorCode: 'tooEarly', errorMessage: expect.any(String), timeLeftForRetry: 60 },
      });
      expect(new Set(statuses)).toEqual(new Set([400, 429]));
      const codes = codesTextedTo('33', '612345678');
      expect(codes).toHaveLength(1);
      // The newest login signs in with the code already texted.
      const verified = await server.call('POST', '/api/consumer/otp/verify', {
        token,
        body: { code: codes[0] },
      });
      expect(verified.status).toBe(200);
    });

    it('are one a minute to a number registered by anyone, across logins', async () => {
      const password = server.sandbox.tokenise('Secret123');
      const registered = await server.call('POST', '/api/consumer/register', {
        body: {
          email: 'x@example.com',
          countryCode: '33',
          number: '612000000',
          acceptedTerms: true,
          password,
        },
      });
      expect(registered.status).toBe(200);
      for (let login = 0; login < 5; login += 1) {
        const answer = await server.call('POST', '/api/consumer/login', {
          body: { email: 'x@example.com', password: 'Secret123' },
        });
        await repeat(30, 'POST', '/api/consumer/otp/request', {
          token: (answer.body as { token: string }).token,
        });
      }

      expect(codesTextedTo('33', '612000000')).toHaveLength(1);
    });

    it('send a new code once the minute is over', async () => {
      const answer = await server.call('POST', '/api/consumer/login', { body: DEMO });
      const token = (answer.body as { token: string }).token;
      server.clock.advance(59_000);
      const early = await server.call('POST', '/api/consumer/otp/request', { token });
      server.clock.advance(1_000);
      const due = await server.call('POST', '/api/consumer/otp/request', { token });

      expect([early.body, due.status]).toEqual([expect.objectContaining({ timeLeftForRetry: 1 }), 200]);
      expect(codesTextedTo('33', '612345678')).toHaveLength(2);
    });
  });
  describe('mobile verification codes texted to one number', () => {
    const NUMBER = { countryCode: '33', number: '612000000' };

    function codesTexted(): number {
      return server.sandbox
        .outbox()
        .filter(
          (message) =>
            message.kind === 'mobileCode' && message.to === phoneRecipient(NUMBER.countryCode, NUMBER.number),
        ).length;
    }

    async function registered(email: string, number = NUMBER.number): Promise<string> {
      const answer = await server.call('POST', '/api/consumer/register', {
        body: {
          email,
          countryCode: NUMBER.countryCode,
          number,
          acceptedTerms: true,
          password: server.sandbox.tokenise('Secret123'),
        },
      });
      expect(answer.status).toBe(200);
      return (answer.body as { token: string }).token;
    }

    function tooEarly(seconds: number) {
      return {
        status: 400,
        body: { errorCode: 'tooEarly', errorMessage: expect.any(String), timeLeftForRetry: seconds },
      };
    }

    it('are one a minute, however often the consumer changes the number back and forth', async () => {
      const token = await registered('x@example.com');
      expect((await server.call('GET', '/api/consumer/otp-device/add', { token })).status).toBe(200);
      server.clock.advance(5_000);
      const answers: unknown[] = [];
      for (let round = 0; round < 4; round += 1) {
        for (const number of ['698765432', NUMBER.number]) {
          // The registration's number changes once without a code; every change after that takes one.
          const first = round === 0 && number !== NUMBER.number;
          const code = first ? undefined : await freshCode(server, token);
          const changed = await server.call('POST', '/api/consumer/update', {
            token,
            body: { countryCode: NUMBER.countryCode, number, code },
          });
          expect(changed.status).toBe(200);
        }
        answers.push(await server.call('GET', '/api/consumer/otp-device/add', { token }));
      }

      expect(answers).toEqual(Array.from({ length: 4 }, () => tooEarly(55)));
      expect(codesTexted()).toBe(1);
    });

    it('are one a minute to a number registered by anyone', async () => {
      const first = await registered('x@example.com');
      const second = await registered('y@example.com', '0612000000');
      await server.call('GET', '/api/consumer/otp-device/add', { token: first });
      server.clock.advance(30_000);

      const answer = await server.call('GET', '/api/consumer/otp-device/add', { token: second });

      expect(answer).toEqual(tooEarly(30));
      expect(codesTexted()).toBe(1);
    });

    it('send a new code once the minute is over', async () => {
      const first = await registered('x@example.com');
      const second = await registered('y@example.com');
      await server.call('GET', '/api/consumer/otp-device/add', { token: first });
      await server.call('POST', '/api/consumer/update', {
        token: first,
        body: { countryCode: NUMBER.countryCode, number: '698765432' },
      });
      await server.call('POST', '/api/consumer/update', {
        token: first,
        body: { ...NUMBER, code: await freshCode(server, first) },
      });
      server.clock.advance(59_000);
      const early = await server.call('GET', '/api/consumer/otp-device/add', { token: second });
      server.clock.advance(1_000);
      const due = await server.call('GET', '/api/consumer/otp-device/add', { token: second });

      expect([early, due]).toEqual([tooEarly(1), { status: 200, body: { timeLeftForRetry: 0 } }]);
      expect(codesTexted()).toBe(2);
      expect(await server.call('GET', '/api/consumer/otp-device/add', { token: first })).toEqual(
        tooEarly(60),
      );
    });
  });
});
