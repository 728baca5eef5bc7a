import type {
  ConsumerGateway,
  ConsumerWithToken,
  RegisterPayload,
} from '../../application/consumer/ports/ConsumerGateway';
import { EMAIL_KEYS } from '../../domain/consumer/email';
import { TERMS_KEYS } from '../../domain/consumer/forms/RegisterForm';
import { NAME_KEYS } from '../../domain/consumer/personName';
import { PASSWORD_KEYS, PASSWORD_MAX } from '../../domain/consumer/password';
import { RESEND_WAIT_SECONDS } from '../../domain/timing';
import { anotherCode, DEMO, FRESH_PASSWORD, freshRegistration } from './support/accounts';
import { useFixture, type MakeFixture, type SignedInFixture } from './support/ContractFixture';
import { expectGatewayError, fieldError } from './support/expectGatewayError';
import { newestCode, newestLink, newestMessage } from './support/outbox';
import { logIn, signIn, type SignInTools } from './support/signIn';
import { TOKEN_LIFETIME_MS } from './support/tokenLifetime';

const RESEND_WAIT_MS = RESEND_WAIT_SECONDS * 1000;
const EMAIL_TAKEN_KEY = 'auth.errors.email.taken';

const PERSONAL_INFO = { name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-12-10' };
const ADDRESS_INFO = {
  addressLine1: '12 rue de la Paix',
  addressLine2: '',
  city: 'Paris',
  postCode: '75002',
  state: '',
  country: 'FR',
};
const FINANCIAL_INFO = {
  occupation: 'FINANCE',
  sourceOfFunds: 'OTHER',
  sourceOfFundsOther: 'Prize money',
  nationality: 'FR',
} as const;

/** The nonce and consumer id of an e-mail verification link (/consumer/verify?cons=…&nonce=…). */
function verificationParams(link: string): { cons: string; nonce: string } {
  const url = new URL(link, 'http://localhost');
  return { cons: url.searchParams.get('cons') ?? '', nonce: url.searchParams.get('nonce') ?? '' };
}

/** The nonce and e-mail of a password reset link (/consumer/set-password/<nonce>/<e-mail>). */
function resetParams(link: string): { nonce: string; email: string } {
  const [, nonce = '', email = ''] = /^\/consumer\/set-password\/([^/]+)\/([^/]+)$/.exec(link) ?? [];
  return { nonce: decodeURIComponent(nonce), email: decodeURIComponent(email) };
}

/** The contract every ConsumerGateway keeps: registration, profile, verification and password reset. */
export function consumerGatewayContract(makeFixture: MakeFixture<SignedInFixture<ConsumerGateway>>): void {
  describe('ConsumerGateway contract', () => {
    const fixture = useFixture(makeFixture);
    const gateway = (): ConsumerGateway => fixture().gateway;
    const tools = (): SignInTools => fixture();

    /** Registers a new consumer and stores the token, as the use case does. */
    async function registerFresh(overrides: Partial<RegisterPayload> = {}): Promise<ConsumerWithToken> {
      const registered = await gateway().register(await freshRegistration(fixture().sandbox, overrides));
      fixture().tokens.save(registered.token);
      return registered;
    }

    describe('register', () => {
      it('creates an unverified consumer and answers a session token', async () => {
        const payload = await freshRegistration(fixture().sandbox);

        const { consumer, token } = await gateway().register(payload);

        expect(token).toEqual(expect.any(String));
        expect(consumer).toEqual(
          expect.objectContaining({
            id: expect.any(String),
            email: payload.email,
            countryCode: payload.countryCode,
            number: payload.number,
            isEmailVerified: false,
            isMobileVerified: false,
            isFullyKnown: false,
            kycLevel: 0,
            cards: [],
            tokenExpires: expect.any(String),
          }),
        );
      });

      it('answers a token that opens the consumer at once, with no one-time code', async () => {
        const { consumer } = await registerFresh();

        await expect(gateway().fetch()).resolves.toEqual(
          expect.objectContaining({ consumer: expect.objectContaining({ id: consumer.id }) }),
        );
      });

      it('sends no token: a stale stored token does not stop it', async () => {
        fixture().tokens.save('stale-token');

        await expect(gateway().register(await freshRegistration(fixture().sandbox))).resolves.toEqual(
          expect.objectContaining({ token: expect.any(String) }),
        );
      });

      it('refuses an address already in use with 409 on the e-mail field, whatever its case', async () => {
        const payload = await freshRegistration(fixture().sandbox, { email: DEMO.email.toUpperCase() });

        await expectGatewayError(gateway().register(payload), 'InvalidFields', {
          invalidFields: fieldError('email', EMAIL_TAKEN_KEY),
        });
      });

      it('names each invalid field with its message key', async () => {
        const payload = await freshRegistration(fixture().sandbox, {
          email: 'not-an-address',
          acceptedTerms: false,
        });

        await expectGatewayError(gateway().register(payload), 'InvalidFields', {
          invalidFields: expect.arrayContaining([
            { fieldName: 'email', errors: [EMAIL_KEYS.invalid] },
            { fieldName: 'acceptedTerms', errors: [TERMS_KEYS.required] },
          ]),
        });
      });

      it('refuses a password that breaks the rule, on the passwordToken field', async () => {
        const payload = await freshRegistration(fixture().sandbox, {
          password: await fixture().sandbox.tokenise('short1'),
        });

        await expectGatewayError(gateway().register(payload), 'InvalidFields', {
          invalidFields: fieldError('passwordToken', PASSWORD_KEYS.tooShort),
        });
      });

      it('fails with ServerError when the server fails', async () => {
        await fixture().sandbox.failNext('register', 500);

        await expectGatewayError(
          gateway().register(await freshRegistration(fixture().sandbox)),
          'ServerError',
        );
      });
    });

    describe('fetch', () => {
      it('answers the signed-in consumer and the token', async () => {
        await signIn(tools(), DEMO);

        const { consumer, token } = await gateway().fetch();

        expect(token).toBe(fixture().tokens.load());
        expect(consumer).toEqual(
          expect.objectContaining({
            email: DEMO.email,
            isEmailVerified: true,
            isMobileVerified: true,
            isFullyKnown: true,
            kycLevel: 2,
            tokenExpires: expect.any(String),
          }),
        );
        expect(consumer.cards.length).toBeGreaterThan(0);
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().fetch(), 'Unauthorized');
      });

      it('refuses an unknown token', async () => {
        fixture().tokens.save('unknown-token');

        await expectGatewayError(gateway().fetch(), 'Unauthorized');
      });

      it('refuses a login token whose one-time code is not verified yet', async () => {
        await logIn(tools(), DEMO);

        await expectGatewayError(gateway().fetch(), 'Unauthorized');
      });

      it('accepts the token until its 20 minutes are over, then refuses it', async () => {
        await signIn(tools(), DEMO);
        await fixture().sandbox.advanceClock(TOKEN_LIFETIME_MS - 1);
        await expect(gateway().fetch()).resolves.toEqual(
          expect.objectContaining({ token: expect.any(String) }),
        );

        await fixture().sandbox.advanceClock(1);

        await expectGatewayError(gateway().fetch(), 'Unauthorized');
      });

      it('fails with NetworkError when no answer comes', async () => {
        await signIn(tools(), DEMO);
        await fixture().sandbox.failNext('fetchConsumer', 'network');

        await expectGatewayError(gateway().fetch(), 'NetworkError');
      });

      it('fails with ServerError when the server fails', async () => {
        await signIn(tools(), DEMO);
        await fixture().sandbox.failNext('fetchConsumer', 500);

        await expectGatewayError(gateway().fetch(), 'ServerError');
      });

      it('returns copies, not shared instances', async () => {
        await signIn(tools(), DEMO);
        const first = await gateway().fetch();
        const original = structuredClone(first);
        first.consumer.email = 'changed@example.com';
        first.consumer.cards.forEach((card) => (card.isBlocked = !card.isBlocked));
        first.consumer.cards.pop();

        await expect(gateway().fetch()).resolves.toEqual(original);
      });
    });

    describe('updateContact', () => {
      it('changes the e-mail, which must be verified again through a link sent to it', async () => {
        await registerFresh();
        await gateway().sendVerificationEmail();
        const params = verificationParams(await newestLink(fixture().sandbox, 'emailVerification'));
        await gateway().checkEmailCode(params);
        await tools().session.requestOneTimeCode();
        const code = await newestCode(fixture().sandbox, 'oneTimeCode');

        const update = await gateway().updateContact({ email: 'changed.address@example.com', code });

        expect(update.consumer).toEqual(
          expect.objectContaining({ email: 'changed.address@example.com', isEmailVerified: false }),
        );
        expect(update.allowVerificationEmailAfter).toEqual(expect.any(String));
        await expect(newestMessage(fixture().sandbox, 'emailVerification')).resolves.toEqual(
          expect.objectContaining({ to: 'changed.address@example.com' }),
        );
      });

      it('changes the mobile number, which must be verified again', async () => {
        await registerFresh();
        await gateway().addMobileDevice();
        await gateway().verifyMobileDevice(await newestCode(fixture().sandbox, 'mobileCode'));
        await tools().session.requestOneTimeCode();
        const code = await newestCode(fixture().sandbox, 'oneTimeCode');

        const update = await gateway().updateContact({ countryCode: '33', number: '677777777', code });

        expect(update.consumer).toEqual(
          expect.objectContaining({ countryCode: '33', number: '677777777', isMobileVerified: false }),
        );
      });

      it('replaces a verified contact only with a fresh one-time code, used once (409 freshCodeRequired without)', async () => {
        await signIn(tools(), DEMO);

        await expectGatewayError(
          gateway().updateContact({ countryCode: '33', number: '677777777' }),
          'InvalidFields',
          {
            errorCode: 'freshCodeRequired',
          },
        );
        await tools().session.requestOneTimeCode();
        const code = await newestCode(fixture().sandbox, 'oneTimeCode');
        await expectGatewayError(
          gateway().updateContact({ email: 'new.demo@example.com', code: anotherCode(code) }),
          'InvalidFields',
          { errorCode: 'otpInvalid' },
        );
        await gateway().updateContact({ email: 'new.demo@example.com', code });
        await expectGatewayError(
          gateway().updateContact({ countryCode: '33', number: '677777777', code }),
          'InvalidFields',
          { errorCode: 'otpInvalid' },
        );
      });

      it('refuses an address another consumer uses with 409 on the e-mail field', async () => {
        await registerFresh();

        await expectGatewayError(gateway().updateContact({ email: DEMO.email }), 'InvalidFields', {
          invalidFields: fieldError('email', EMAIL_TAKEN_KEY),
        });
      });

      it('refuses an invalid address on the e-mail field', async () => {
        await registerFresh();

        await expectGatewayError(gateway().updateContact({ email: 'nope' }), 'InvalidFields', {
          invalidFields: fieldError('email', EMAIL_KEYS.invalid),
        });
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().updateContact({ email: 'a@example.com' }), 'Unauthorized');
      });
    });

    describe('updateProfile', () => {
      it('saves each registration step', async () => {
        await registerFresh();

        await gateway().updateProfile(PERSONAL_INFO);
        await gateway().updateProfile(ADDRESS_INFO);
        const consumer = await gateway().updateProfile(FINANCIAL_INFO);

        expect(consumer).toEqual(
          expect.objectContaining({
            ...PERSONAL_INFO,
            ...ADDRESS_INFO,
            ...FINANCIAL_INFO,
            addressLine2: null,
            state: null,
          }),
        );
      });

      it('names an invalid field with its message key', async () => {
        await registerFresh();

        await expectGatewayError(
          gateway().updateProfile({ ...PERSONAL_INFO, name: 'R2D2' }),
          'InvalidFields',
          { invalidFields: fieldError('name', NAME_KEYS.name.invalidCharacters) },
        );
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().updateProfile(PERSONAL_INFO), 'Unauthorized');
      });

      it('keeps its own copy of the update: changing it afterwards changes nothing', async () => {
        await registerFresh();
        const update = { ...PERSONAL_INFO };
        await gateway().updateProfile(update);

        update.name = 'Changed';

        await expect(gateway().fetch()).resolves.toEqual(
          expect.objectContaining({ consumer: expect.objectContaining({ name: PERSONAL_INFO.name }) }),
        );
      });
    });

    describe('sendVerificationEmail and checkEmailCode', () => {
      it('sends a link carrying the consumer id and a nonce, which verifies the address', async () => {
        const { consumer } = await registerFresh();

        await expect(gateway().sendVerificationEmail()).resolves.toEqual({ timeLeftForRetry: 0 });

        const message = await newestMessage(fixture().sandbox, 'emailVerification', consumer.email);
        expect(message.channel).toBe('email');
        expect(message.link).toMatch(/^\/consumer\/verify\?cons=[^&]+&nonce=.+$/);
        const params = verificationParams(message.link ?? '');
        expect(params.cons).toBe(consumer.id);
        await expect(gateway().checkEmailCode(params)).resolves.toEqual({ verified: true });
        await expect(gateway().fetch()).resolves.toEqual(
          expect.objectContaining({ consumer: expect.objectContaining({ isEmailVerified: true }) }),
        );
      });

      it('refuses a second e-mail within 60 seconds, saying how long to wait', async () => {
        await registerFresh();
        await gateway().sendVerificationEmail();
        await fixture().sandbox.advanceClock(RESEND_WAIT_MS - 1000);

        await expectGatewayError(gateway().sendVerificationEmail(), 'InvalidFields', {
          errorCode: 'tooEarly',
          timeLeftForRetry: 1,
        });
        await expect(gateway().fetch()).resolves.toEqual(
          expect.objectContaining({
            consumer: expect.objectContaining({ allowVerificationEmailAfter: expect.any(String) }),
          }),
        );
      });

      it('sends again once the 60 seconds are over', async () => {
        await registerFresh();
        await gateway().sendVerificationEmail();
        await fixture().sandbox.advanceClock(RESEND_WAIT_MS);

        await expect(gateway().sendVerificationEmail()).resolves.toEqual({ timeLeftForRetry: 0 });
      });

      it('answers not verified for a nonce it never sent', async () => {
        const { consumer } = await registerFresh();

        await expect(gateway().checkEmailCode({ cons: consumer.id, nonce: 'made-up' })).resolves.toEqual({
          verified: false,
        });
      });

      it('checks a link without a session: it may be opened in another browser', async () => {
        await registerFresh();
        await gateway().sendVerificationEmail();
        const params = verificationParams(await newestLink(fixture().sandbox, 'emailVerification'));
        fixture().tokens.clear();

        await expect(gateway().checkEmailCode(params)).resolves.toEqual({ verified: true });
      });

      it('needs a token to send', async () => {
        await expectGatewayError(gateway().sendVerificationEmail(), 'Unauthorized');
      });
    });

    describe('addMobileDevice and verifyMobileDevice', () => {
      it('texts a 6-digit code to the number, which verifies it', async () => {
        const { consumer } = await registerFresh();

        await expect(gateway().addMobileDevice()).resolves.toEqual({ timeLeftForRetry: 0 });

        const message = await newestMessage(fixture().sandbox, 'mobileCode');
        expect(message).toEqual(
          expect.objectContaining({ channel: 'sms', to: `+${consumer.countryCode} ${consumer.number}` }),
        );
        expect(message.code).toMatch(/^\d{6}$/);
        await expect(gateway().verifyMobileDevice(message.code ?? '')).resolves.toEqual({ verified: true });
        await expect(gateway().fetch()).resolves.toEqual(
          expect.objectContaining({ consumer: expect.objectContaining({ isMobileVerified: true }) }),
        );
      });

      it('answers not verified for a wrong code, and the right code still works', async () => {
        await registerFresh();
        await gateway().addMobileDevice();
        const code = await newestCode(fixture().sandbox, 'mobileCode');

        await expect(gateway().verifyMobileDevice(anotherCode(code))).resolves.toEqual({ verified: false });
        await expect(gateway().verifyMobileDevice(code)).resolves.toEqual({ verified: true });
      });

      it('refuses a second code within 60 seconds, saying how long to wait', async () => {
        await registerFresh();
        await gateway().addMobileDevice();
        await fixture().sandbox.advanceClock(RESEND_WAIT_MS - 1000);

        await expectGatewayError(gateway().addMobileDevice(), 'InvalidFields', {
          errorCode: 'tooEarly',
          timeLeftForRetry: 1,
        });

        await fixture().sandbox.advanceClock(1000);
        await expect(gateway().addMobileDevice()).resolves.toEqual({ timeLeftForRetry: 0 });
      });

      it('needs a token', async () => {
        await expectGatewayError(gateway().addMobileDevice(), 'Unauthorized');
        await expectGatewayError(gateway().verifyMobileDevice('123456'), 'Unauthorized');
      });
    });

    describe('startPasswordReset and resumePasswordReset', () => {
      it('sends a reset link; the new password then signs in and the old one no longer does', async () => {
        await expect(gateway().startPasswordReset(DEMO.email)).resolves.toEqual({ timeLeftForRetry: 0 });
        const link = await newestLink(fixture().sandbox, 'passwordReset', DEMO.email);
        expect(link).toBe(
          `/consumer/set-password/${encodeURIComponent(resetParams(link).nonce)}/demo%40example.com`,
        );

        await gateway().resumePasswordReset({
          ...resetParams(link),
          newPassword: await fixture().sandbox.tokenise(FRESH_PASSWORD),
        });

        await expect(signIn(tools(), { email: DEMO.email, password: FRESH_PASSWORD })).resolves.toEqual(
          expect.objectContaining({ email: DEMO.email }),
        );
        await expectGatewayError(fixture().session.login(DEMO), 'InvalidFields', {
          errorCode: 'invalidCredentials',
        });
      });

      it('answers an unknown address the same way, without sending anything', async () => {
        const before = await fixture().sandbox.outbox();

        await expect(gateway().startPasswordReset('nobody@example.com')).resolves.toEqual({
          timeLeftForRetry: 0,
        });

        await expect(fixture().sandbox.outbox()).resolves.toEqual(before);
      });

      it('refuses an invalid address on the e-mail field', async () => {
        await expectGatewayError(gateway().startPasswordReset('nope'), 'InvalidFields', {
          invalidFields: fieldError('email', EMAIL_KEYS.invalid),
        });
      });

      it('refuses a link it never sent', async () => {
        await expectGatewayError(
          gateway().resumePasswordReset({
            email: DEMO.email,
            nonce: 'made-up',
            newPassword: await fixture().sandbox.tokenise(FRESH_PASSWORD),
          }),
          'InvalidFields',
          { errorCode: expect.any(String) },
        );
      });

      it("takes a new password of up to 99 characters, more than the shop's field holds: another client may set it", async () => {
        const longest = 'a1'.repeat(PASSWORD_MAX).slice(0, PASSWORD_MAX);
        await gateway().startPasswordReset(DEMO.email);
        const link = await newestLink(fixture().sandbox, 'passwordReset', DEMO.email);

        await gateway().resumePasswordReset({
          ...resetParams(link),
          newPassword: await fixture().sandbox.tokenise(longest),
        });

        await expect(signIn(tools(), { email: DEMO.email, password: longest })).resolves.toEqual(
          expect.objectContaining({ email: DEMO.email }),
        );
      });

      it('refuses a new password that breaks the rule, on the passwordToken field', async () => {
        await gateway().startPasswordReset(DEMO.email);
        const link = await newestLink(fixture().sandbox, 'passwordReset', DEMO.email);

        await expectGatewayError(
          gateway().resumePasswordReset({
            ...resetParams(link),
            newPassword: await fixture().sandbox.tokenise('onlyletters'),
          }),
          'InvalidFields',
          { invalidFields: fieldError('passwordToken', PASSWORD_KEYS.invalid) },
        );
      });

      it('sends no token: a stale stored token does not stop it', async () => {
        fixture().tokens.save('stale-token');

        await expect(gateway().startPasswordReset(DEMO.email)).resolves.toEqual({ timeLeftForRetry: 0 });
      });
    });
  });
}
