import { addMobileDevice, verifyMobileDevice } from '../consumer/mobileVerification';
import { SandboxError } from '../SandboxError';
import { sandboxHarness, thrownBy, type SandboxHarness } from '../testing/sandboxHarness';
import { login } from './login';
import { requestOneTimeCode, verifyOneTimeCode } from './oneTimeCode';
import { WRONG_CODE_LIMITS, WRONG_CODE_WINDOW_MINUTES } from './wrongCodeLimit';

const WINDOW_SECONDS = WRONG_CODE_WINDOW_MINUTES * 60;

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

function signInDemo(harness: SandboxHarness): string {
  return login(harness.context, { email: 'demo@example.com', password: 'Demo1234' }).token;
}

function lastSignInCode(harness: SandboxHarness): string {
  return harness.lastMessage('oneTimeCode')?.code ?? '';
}

/** Types `count` wrong sign-in codes, asking for a new code each time the current one is spent. */
function typeWrongSignInCodes(harness: SandboxHarness, loginToken: string, count: number): SandboxError[] {
  const answers: SandboxError[] = [];
  for (let typed = 0; typed < count; typed += 1) {
    const error = thrownBy(() =>
      verifyOneTimeCode(harness.context, loginToken, wrongCodeFor(lastSignInCode(harness))),
    );
    if (!(error instanceof SandboxError)) throw error;
    answers.push(error);
    if (error.body.errorCode === 'otpSpent') {
      // A new code is texted once the spent one's 60-second resend wait is over.
      harness.advanceSeconds(60);
      requestOneTimeCode(harness.context, loginToken);
    }
  }
  return answers;
}

describe('the limit of wrong sign-in codes per consumer', () => {
  it('is ten in fifteen minutes: the tenth wrong code locks sign-in codes for the rest of the window', () => {
    const harness = sandboxHarness();
    const loginToken = signInDemo(harness);

    const answers = typeWrongSignInCodes(harness, loginToken, WRONG_CODE_LIMITS.signIn - 1);
    expect(answers.at(-1)).toMatchObject({ status: 400 });
    harness.advanceSeconds(60);
    expect(
      thrownBy(() => verifyOneTimeCode(harness.context, loginToken, wrongCodeFor(lastSignInCode(harness)))),
    ).toMatchObject({
      status: 429,
      // A minute waited for the second code, and this one.
      body: { errorCode: 'tooManyWrongCodes', timeLeftForRetry: WINDOW_SECONDS - 120 },
    });
  });

  it('is not reset by a new code, a new sign-in, or the right code typed while locked', () => {
    const harness = sandboxHarness();
    typeWrongSignInCodes(harness, signInDemo(harness), WRONG_CODE_LIMITS.signIn);

    expect(thrownBy(() => requestOneTimeCode(harness.context, signInDemo(harness)))).toMatchObject({
      status: 429,
    });
    const freshLogin = signInDemo(harness);
    expect(
      thrownBy(() => verifyOneTimeCode(harness.context, freshLogin, lastSignInCode(harness))),
    ).toMatchObject({ status: 429, body: { errorCode: 'tooManyWrongCodes' } });
  });

  it('lets the consumer in again once the window is over', () => {
    const harness = sandboxHarness();
    typeWrongSignInCodes(harness, signInDemo(harness), WRONG_CODE_LIMITS.signIn);

    // The window began a minute before the second code was texted.
    harness.advanceSeconds(WINDOW_SECONDS - 60 - 1);
    expect(thrownBy(() => requestOneTimeCode(harness.context, signInDemo(harness)))).toMatchObject({
      body: { timeLeftForRetry: 1 },
    });
    harness.advanceSeconds(1);
    const loginToken = signInDemo(harness);
    expect(verifyOneTimeCode(harness.context, loginToken, lastSignInCode(harness)).consumer.id).toBe(
      'consumer-demo',
    );
  });

  it('forgets the wrong codes once the right one is typed', () => {
    const harness = sandboxHarness();
    const first = signInDemo(harness);
    typeWrongSignInCodes(harness, first, WRONG_CODE_LIMITS.signIn - 1);
    verifyOneTimeCode(harness.context, first, lastSignInCode(harness));

    const answers = typeWrongSignInCodes(harness, signInDemo(harness), WRONG_CODE_LIMITS.signIn - 1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(WRONG_CODE_LIMITS.signIn - 1).fill(400));
  });
});

describe('the limit of wrong mobile codes per consumer', () => {
  it('answers not verified four times, locks at the fifth, and no new code helps until the window ends', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    addMobileDevice(harness.context, token);
    const wrong = wrongCodeFor(harness.lastMessage('mobileCode')?.code ?? '');

    for (let typed = 1; typed < WRONG_CODE_LIMITS.mobile; typed += 1) {
      expect(verifyMobileDevice(harness.context, token, wrong)).toEqual({ verified: false });
    }
    expect(thrownBy(() => verifyMobileDevice(harness.context, token, wrong))).toMatchObject({
      status: 429,
      body: { errorCode: 'tooManyWrongCodes', timeLeftForRetry: WINDOW_SECONDS },
    });
    harness.advanceSeconds(60);
    expect(thrownBy(() => addMobileDevice(harness.context, token))).toMatchObject({ status: 429 });

    harness.advanceSeconds(WINDOW_SECONDS - 60);
    addMobileDevice(harness.context, token);
    const code = harness.lastMessage('mobileCode')?.code ?? '';
    expect(verifyMobileDevice(harness.context, token, code)).toEqual({ verified: true });
  });
});
