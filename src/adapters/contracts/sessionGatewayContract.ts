import type { SessionGateway } from '../../application/session/ports/SessionGateway';
import { RESEND_WAIT_SECONDS } from '../../domain/timing';
import { ONE_TIME_CODE_MAX_WRONG_ATTEMPTS } from '../sandbox/session/sessionRules';
import { WRONG_CODE_LIMITS, WRONG_CODE_WINDOW_MINUTES } from '../sandbox/session/wrongCodeLimit';
import { anotherCode, DEMO } from './support/accounts';
import { useFixture, type ContractFixture, type MakeFixture } from './support/ContractFixture';
import { expectGatewayError } from './support/expectGatewayError';
import { newestCode, newestMessage } from './support/outbox';
import { logIn, signIn, type SignInTools } from './support/signIn';
import { TOKEN_LIFETIME_MS } from './support/tokenLifetime';

/** A new one-time code is texted to a mobile at most once a minute (SPEC section 9). */
const RESEND_WAIT_MS = RESEND_WAIT_SECONDS * 1000;

/** The contract every SessionGateway keeps: login, the one-time code that follows it, and logout. */
export function sessionGatewayContract(makeFixture: MakeFixture<ContractFixture<SessionGateway>>): void {
  describe('SessionGateway contract', () => {
    const fixture = useFixture(makeFixture);
    const tools = (): SignInTools => ({
      session: fixture().gateway,
      tokens: fixture().tokens,
      sandbox: fixture().sandbox,
    });

    describe('login', () => {
      it('answers a token for the right e-mail and password, and texts a 6-digit one-time code', async () => {
        const result = await fixture().gateway.login(DEMO);

        expect(result.token).toEqual(expect.any(String));
        expect(result.token).not.toBe('');
        const message = await newestMessage(fixture().sandbox, 'oneTimeCode');
        expect(message).toEqual(
          expect.objectContaining({ channel: 'sms', to: expect.stringMatching(/^\+33 /) }),
        );
        expect(message.code).toMatch(/^\d{6}$/);
      });

      it('accepts the password as a secure-input token too', async () => {
        const password = await fixture().sandbox.tokenise(DEMO.password);

        await expect(fixture().gateway.login({ email: DEMO.email, password })).resolves.toEqual(
          expect.objectContaining({ token: expect.any(String) }),
        );
      });

      it('sends no token: a stale stored token does not stop it', async () => {
        fixture().tokens.save('stale-token');

        await expect(fixture().gateway.login(DEMO)).resolves.toEqual(
          expect.objectContaining({ token: expect.any(String) }),
        );
      });

      it('refuses a wrong password with invalidCredentials, without saying which factor was wrong', async () => {
        const wrongPassword = await expectGatewayError(
          fixture().gateway.login({ email: DEMO.email, password: 'Wrong1234' }),
          'InvalidFields',
          { errorCode: 'invalidCredentials', errorMessage: expect.any(String) },
        );
        const unknownEmail = await expectGatewayError(
          fixture().gateway.login({ email: 'nobody@example.com', password: DEMO.password }),
          'InvalidFields',
          { errorCode: 'invalidCredentials' },
        );

        expect(unknownEmail.details.errorMessage).toBe(wrongPassword.details.errorMessage);
      });

      it('fails with ServerError when the server fails', async () => {
        await fixture().sandbox.failNext('login', 500);

        await expectGatewayError(fixture().gateway.login(DEMO), 'ServerError');
      });

      it('fails with NetworkError when no answer comes', async () => {
        await fixture().sandbox.failNext('login', 'network');

        await expectGatewayError(fixture().gateway.login(DEMO), 'NetworkError');
      });
    });

    describe('requestOneTimeCode', () => {
      it('answers tooEarly within a minute of the last code; then texts a new code, which then verifies', async () => {
        await logIn(tools(), DEMO);
        await fixture().sandbox.advanceClock(59_000);

        await expectGatewayError(fixture().gateway.requestOneTimeCode(), 'InvalidFields', {
          errorCode: 'tooEarly',
          timeLeftForRetry: 1,
        });
        await fixture().sandbox.advanceClock(1_000);
        await fixture().gateway.requestOneTimeCode();

        const codes = (await fixture().sandbox.outbox()).filter((message) => message.kind === 'oneTimeCode');
        expect(codes).toHaveLength(2);
        await expect(fixture().gateway.verifyOneTimeCode(codes[0]?.code ?? '')).resolves.toEqual(
          expect.objectContaining({ token: expect.any(String) }),
        );
      });

      it('needs a token', async () => {
        await expectGatewayError(fixture().gateway.requestOneTimeCode(), 'Unauthorized');
      });

      it('refuses an expired login token', async () => {
        await logIn(tools(), DEMO);
        await fixture().sandbox.advanceClock(TOKEN_LIFETIME_MS);

        await expectGatewayError(fixture().gateway.requestOneTimeCode(), 'Unauthorized');
      });
    });

    describe('verifyOneTimeCode', () => {
      it('answers the consumer and a new token for the right code', async () => {
        await logIn(tools(), DEMO);
        const loginToken = fixture().tokens.load();

        const verified = await fixture().gateway.verifyOneTimeCode(
          await newestCode(fixture().sandbox, 'oneTimeCode'),
        );

        expect(verified.consumer).toEqual(
          expect.objectContaining({ email: DEMO.email, isFullyKnown: true, cards: expect.any(Array) }),
        );
        expect(verified.token).toEqual(expect.any(String));
        expect(verified.token).not.toBe(loginToken);
      });

      it('refuses a wrong code', async () => {
        await logIn(tools(), DEMO);
        const code = await newestCode(fixture().sandbox, 'oneTimeCode');

        await expectGatewayError(fixture().gateway.verifyOneTimeCode(anotherCode(code)), 'InvalidFields', {
          errorCode: 'otpInvalid',
        });
      });

      it(`spends the code after ${ONE_TIME_CODE_MAX_WRONG_ATTEMPTS} wrong codes in a row, until a new one is requested`, async () => {
        await logIn(tools(), DEMO);
        const code = await newestCode(fixture().sandbox, 'oneTimeCode');
        for (let attempt = 0; attempt < ONE_TIME_CODE_MAX_WRONG_ATTEMPTS; attempt += 1) {
          await expectGatewayError(fixture().gateway.verifyOneTimeCode(anotherCode(code)), 'InvalidFields');
        }

        await expectGatewayError(fixture().gateway.verifyOneTimeCode(code), 'InvalidFields', {
          errorCode: 'otpSpent',
        });

        await fixture().sandbox.advanceClock(RESEND_WAIT_MS);
        await fixture().gateway.requestOneTimeCode();
        const newCode = await newestCode(fixture().sandbox, 'oneTimeCode');
        await expect(fixture().gateway.verifyOneTimeCode(newCode)).resolves.toEqual(
          expect.objectContaining({ token: expect.any(String) }),
        );
      });

      it(`locks the consumer out for ${WRONG_CODE_WINDOW_MINUTES} minutes after ${WRONG_CODE_LIMITS.signIn} wrong codes, new codes or not`, async () => {
        await logIn(tools(), DEMO);
        for (let attempt = 1; attempt < WRONG_CODE_LIMITS.signIn; attempt += 1) {
          if (attempt % ONE_TIME_CODE_MAX_WRONG_ATTEMPTS === 1 && attempt > 1) {
            await fixture().sandbox.advanceClock(RESEND_WAIT_MS);
            await fixture().gateway.requestOneTimeCode();
          }
          const code = await newestCode(fixture().sandbox, 'oneTimeCode');
          await expectGatewayError(fixture().gateway.verifyOneTimeCode(anotherCode(code)), 'InvalidFields');
        }
        const code = await newestCode(fixture().sandbox, 'oneTimeCode');

        await expectGatewayError(fixture().gateway.verifyOneTimeCode(anotherCode(code)), 'TooManyRequests', {
          errorCode: 'tooManyWrongCodes',
          // The window began a minute before the second code was texted.
          timeLeftForRetry: WRONG_CODE_WINDOW_MINUTES * 60 - RESEND_WAIT_MS / 1000,
        });
        await expectGatewayError(fixture().gateway.requestOneTimeCode(), 'TooManyRequests', {
          errorCode: 'tooManyWrongCodes',
        });
      });

      it('needs a token', async () => {
        await expectGatewayError(fixture().gateway.verifyOneTimeCode('123456'), 'Unauthorized');
      });

      it('refuses an expired login token', async () => {
        await logIn(tools(), DEMO);
        const code = await newestCode(fixture().sandbox, 'oneTimeCode');
        await fixture().sandbox.advanceClock(TOKEN_LIFETIME_MS);

        await expectGatewayError(fixture().gateway.verifyOneTimeCode(code), 'Unauthorized');
      });

      it('fails with ServerError when the server fails', async () => {
        await logIn(tools(), DEMO);
        await fixture().sandbox.failNext('verifyOneTimeCode', 500);

        await expectGatewayError(fixture().gateway.verifyOneTimeCode('123456'), 'ServerError');
      });

      it('returns copies, not shared instances', async () => {
        const first = await signIn(tools(), DEMO);
        const original = structuredClone(first);
        first.email = 'changed@example.com';
        first.cards.length = 0;

        const again = await signIn(tools(), DEMO);

        expect(again.email).toBe(original.email);
        expect(again.cards).toEqual(original.cards);
      });
    });

    describe('logout', () => {
      it('ends the session: its token no longer works', async () => {
        await signIn(tools(), DEMO);

        await fixture().gateway.logout();

        await expectGatewayError(fixture().gateway.requestOneTimeCode(), 'Unauthorized');
      });

      it('ends a session still waiting for its one-time code', async () => {
        await logIn(tools(), DEMO);

        await fixture().gateway.logout();

        await expectGatewayError(fixture().gateway.requestOneTimeCode(), 'Unauthorized');
      });

      it('needs a token', async () => {
        await expectGatewayError(fixture().gateway.logout(), 'Unauthorized');
      });
    });
  });
}
