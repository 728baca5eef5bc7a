import { DEMO } from '../../src/adapters/contracts/support/accounts';
import { describeBadInput } from '../testing/describeBadInput';
import { apiTestServerPerFile, signInOnSandbox } from '../testing/apiTestServerPerFile';
import { WRONG_TYPE } from '../http/openApiValidation';

const context = apiTestServerPerFile();
const server = () => context().server;

const PERSONAL_INFO = { name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-12-10' };
const ADDRESS_INFO = { addressLine1: '1 Rue de Rivoli', city: 'Paris', postCode: '75001', country: 'FR' };

describe('consumer routes', () => {
  describeBadInput(context, {
    unknownPath: '/api/consumer/no-such-call',
    signedInAs: 'demo',
    routes: [
      {
        method: 'POST',
        path: '/api/consumer/register',
        body: {
          email: 'new@example.com',
          countryCode: '33',
          number: '612000001',
          acceptedTerms: true,
          password: 'tok-1',
        },
        wrongBody: { email: 1, countryCode: 33, number: 612000001, acceptedTerms: 'yes', password: false },
        needsToken: false,
      },
      { method: 'GET', path: '/api/consumer', needsToken: true },
      {
        method: 'PUT',
        path: '/api/consumer',
        body: PERSONAL_INFO,
        // A body naming no step is read as the last one, the financial step.
        requiredFields: ['occupation', 'sourceOfFunds', 'nationality'],
        wrongBody: { name: 1, surname: ['Lovelace'], dateOfBirth: 19901210 },
        needsToken: true,
      },
      {
        method: 'POST',
        path: '/api/consumer/update',
        body: { email: 'changed@example.com' },
        // A body without an e-mail is read as a new phone number.
        requiredFields: ['countryCode', 'number'],
        wrongBody: { email: { address: 'changed@example.com' } },
        needsToken: true,
      },
      { method: 'GET', path: '/api/consumer/verify-email/send-email', needsToken: true },
      {
        method: 'POST',
        path: '/api/consumer/verify-email/check-code',
        body: { nonce: 'nonce-1', cons: 'consumer-1' },
        wrongBody: { nonce: 1, cons: true },
        needsToken: false,
      },
      { method: 'GET', path: '/api/consumer/otp-device/add', needsToken: true },
      {
        method: 'POST',
        path: '/api/consumer/otp-device/verify',
        body: { code: '123456' },
        wrongBody: { code: 123456 },
        needsToken: true,
      },
      {
        method: 'POST',
        path: '/api/consumer/lost-password/start',
        body: { email: 'demo@example.com' },
        wrongBody: { email: ['demo@example.com'] },
        needsToken: false,
      },
      {
        method: 'POST',
        path: '/api/consumer/lost-password/resume',
        body: { newPassword: 'tok-1', nonce: 'nonce-1', email: 'demo@example.com' },
        wrongBody: { newPassword: 1, nonce: 2, email: 3 },
        needsToken: false,
      },
    ],
  });

  it('reads the address and financial steps with their own types, leaving the optional fields optional', async () => {
    const before = context().snapshot();
    const token = context().tokens.demo;

    const address = await server().call('PUT', '/api/consumer', {
      body: { ...ADDRESS_INFO, city: 75, country: null },
      token,
    });
    const financial = await server().call('PUT', '/api/consumer', {
      body: { occupation: 'ASTRONAUT', sourceOfFunds: 'PERSONAL_SAVINGS', nationality: 'FR' },
      token,
    });

    expect(address.body).toEqual(
      expect.objectContaining({
        invalidFields: [
          { fieldName: 'city', errors: [WRONG_TYPE] },
          { fieldName: 'country', errors: ['request.fieldRequired'] },
        ],
      }),
    );
    expect(financial.body).toEqual(
      expect.objectContaining({ invalidFields: [{ fieldName: 'occupation', errors: [WRONG_TYPE] }] }),
    );
    expect(context().snapshot()).toEqual(before);
  });

  it('registers with a tokenised password, then serves the new consumer and their profile steps', async () => {
    const { body: tokenised } = await server().call('POST', '/sandbox-api/vault/tokenise', {
      body: { secret: 'Fresh1234' },
    });
    const registration = await server().call('POST', '/api/consumer/register', {
      body: {
        email: 'ada@example.com',
        countryCode: '33',
        number: '612000009',
        acceptedTerms: true,
        password: (tokenised as { token: string }).token,
      },
    });
    expect(registration).toEqual({
      status: 200,
      body: { consumer: expect.objectContaining({ email: 'ada@example.com' }), token: expect.any(String) },
    });
    const { token } = registration.body as { token: string };

    await expect(server().call('GET', '/api/consumer', { token })).resolves.toEqual({
      status: 200,
      body: { consumer: server().sandbox.fetchConsumer(token).consumer, token },
    });
    const personal = await server().call('PUT', '/api/consumer', { body: PERSONAL_INFO, token });
    const address = await server().call('PUT', '/api/consumer', { body: ADDRESS_INFO, token });

    expect(personal).toEqual({ status: 200, body: { consumer: expect.objectContaining({ name: 'Ada' }) } });
    expect(address).toEqual({
      status: 200,
      body: { consumer: expect.objectContaining({ city: 'Paris', addressLine2: null, state: null }) },
    });
  });

  it('answers the sandbox’s own refusals with their status and body', async () => {
    const taken = await server().call('POST', '/api/consumer/update', {
      body: { email: 'level1@example.com' },
      token: context().tokens.demo,
    });

    expect(taken).toEqual({
      status: 409,
      body: expect.objectContaining({
        invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.taken'] }],
      }),
    });
  });

  describe('contact changes: a just-changed e-mail or mobile takes the same fresh code as a verified one', () => {
    const update = (token: string, change: Record<string, string>) =>
      server().call('POST', '/api/consumer/update', { body: change, token });
    /** A one-time code the session asks for (texted to the account's current mobile), as the owner reads it. */
    async function codeFor(token: string): Promise<string> {
      await expect(server().call('POST', '/api/consumer/otp/request', { token })).resolves.toMatchObject({
        status: 200,
      });
      return (
        server()
          .sandbox.outbox()
          .find((message) => message.kind === 'oneTimeCode')?.code ?? ''
      );
    }
    const FRESH_CODE_REQUIRED = {
      status: 409,
      body: { errorCode: 'freshCodeRequired', errorMessage: expect.any(String) },
    };
    const mailedTo = (address: string) =>
      server()
        .sandbox.outbox()
        .some((message) => message.to === address);

    it('refuses another live session, and the owner’s own, to redirect a replaced e-mail without a code', async () => {
      const owner = context().tokens.demo;
      const other = signInOnSandbox(server().sandbox, DEMO);
      await expect(
        update(owner, { email: 'demo.new@example.com', code: await codeFor(owner) }),
      ).resolves.toMatchObject({ status: 200 });

      await expect(update(other, { email: 'attacker@example.com' })).resolves.toEqual(FRESH_CODE_REQUIRED);
      await expect(update(owner, { email: 'demo.typo@example.com' })).resolves.toEqual(FRESH_CODE_REQUIRED);

      expect(server().sandbox.fetchConsumer(owner).consumer.email).toBe('demo.new@example.com');
      expect(mailedTo('attacker@example.com')).toBe(false);
      await expect(
        update(owner, { email: 'demo.fixed@example.com', code: await codeFor(owner) }),
      ).resolves.toMatchObject({ status: 200 });
    });

    it('refuses another live session to redirect a replaced mobile without a code', async () => {
      const owner = context().tokens.demo;
      const other = signInOnSandbox(server().sandbox, DEMO);
      await expect(
        update(owner, { countryCode: '33', number: '612345670', code: await codeFor(owner) }),
      ).resolves.toMatchObject({ status: 200 });

      await expect(update(other, { countryCode: '44', number: '7700900123' })).resolves.toEqual(
        FRESH_CODE_REQUIRED,
      );
      await expect(update(other, { email: 'attacker@example.com' })).resolves.toEqual(FRESH_CODE_REQUIRED);

      expect(server().sandbox.fetchConsumer(owner).consumer).toMatchObject({
        countryCode: '33',
        number: '612345670',
      });
    });

    it('lets a registrant fix a typo in the unverified address once, then asks for a code', async () => {
      const { body: tokenised } = await server().call('POST', '/sandbox-api/vault/tokenise', {
        body: { secret: 'Fresh1234' },
      });
      const registration = await server().call('POST', '/api/consumer/register', {
        body: {
          email: 'ada@exmaple.com',
          countryCode: '33',
          number: '612000009',
          acceptedTerms: true,
          password: (tokenised as { token: string }).token,
        },
      });
      const { token } = registration.body as { token: string };

      await expect(update(token, { email: 'ada@example.com' })).resolves.toMatchObject({ status: 200 });
      await expect(update(token, { email: 'ada@elsewhere.example' })).resolves.toEqual(FRESH_CODE_REQUIRED);
      // The registration's mobile is unverified and never changed, but the e-mail's change is pending.
      await expect(update(token, { countryCode: '33', number: '612000010' })).resolves.toEqual(
        FRESH_CODE_REQUIRED,
      );
    });
  });

  describe('e-mail addresses: the pattern of the app’s forms (SPEC section 5), on every path that takes one', () => {
    const MARKUP = '"<script>alert(1)</script>"@example.com';
    const invalidEmail = (key: string) => ({
      status: 400,
      body: expect.objectContaining({ invalidFields: [{ fieldName: 'email', errors: [key] }] }),
    });

    it.each([MARKUP, '"jane doe"@example.com', 'Jane <jane@example.com>'])(
      'refuses %s at registration, change, sign-in and password reset, storing nothing',
      async (address) => {
        const before = context().snapshot();
        const { body: tokenised } = await server().call('POST', '/sandbox-api/vault/tokenise', {
          body: { secret: 'Fresh1234' },
        });
        const password = (tokenised as { token: string }).token;
        const registration = {
          email: address,
          countryCode: '33',
          number: '612000009',
          acceptedTerms: true,
          password,
        };

        await expect(
          server().call('POST', '/api/consumer/register', { body: registration }),
        ).resolves.toEqual(invalidEmail('auth.errors.email.invalid'));
        await expect(
          server().call('POST', '/api/consumer/update', {
            body: { email: address },
            token: context().tokens.level1,
          }),
        ).resolves.toEqual(invalidEmail('auth.errors.email.invalid'));
        await expect(
          server().call('POST', '/api/consumer/login', { body: { email: address, password: 'Fresh1234' } }),
        ).resolves.toEqual(invalidEmail('auth.login.emailRuleValid'));
        await expect(
          server().call('POST', '/api/consumer/lost-password/start', { body: { email: address } }),
        ).resolves.toEqual(invalidEmail('auth.errors.email.invalid'));
        expect(context().snapshot()).toEqual(before);
      },
    );
  });
});
