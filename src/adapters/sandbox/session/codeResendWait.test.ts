import { register } from '../consumer/registration';
import { sandboxHarness, thrownBy, type SandboxHarness } from '../testing/sandboxHarness';
import { login } from './login';
import { logout } from './logout';
import { requestOneTimeCode, verifyOneTimeCode } from './oneTimeCode';

const DEMO = { email: 'demo@example.com', password: 'Demo1234' };

function signInDemo(harness: SandboxHarness): string {
  return login(harness.context, DEMO).token;
}

function codesTexted(harness: SandboxHarness): string[] {
  return harness.state.outbox
    .filter((message) => message.kind === 'oneTimeCode')
    .map((message) => message.code ?? '');
}

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

function tooEarly(seconds: number) {
  return { status: 400, body: { errorCode: 'tooEarly', timeLeftForRetry: seconds } };
}

describe('the 60-second wait between one-time codes texted to one mobile', () => {
  it('texts one code however often the consumer signs in within the minute; the newest login takes it', () => {
    const harness = sandboxHarness();
    const first = signInDemo(harness);
    const logins = Array.from({ length: 19 }, () => signInDemo(harness));
    harness.advanceSeconds(59);
    const last = signInDemo(harness);

    const [code = ''] = codesTexted(harness);
    expect(codesTexted(harness)).toHaveLength(1);
    expect(verifyOneTimeCode(harness.context, last, code).consumer.id).toBe('consumer-demo');
    // One code, one sign-in: the earlier logins no longer take it.
    for (const token of [first, ...logins]) {
      expect(thrownBy(() => verifyOneTimeCode(harness.context, token, code))).toMatchObject({
        status: 400,
        body: { errorCode: 'otpSpent' },
      });
    }
  });

  it('texts a new code to a login once the minute is over', () => {
    const harness = sandboxHarness();
    signInDemo(harness);
    harness.advanceSeconds(30);
    signInDemo(harness);
    expect(codesTexted(harness)).toHaveLength(1);
    harness.advanceSeconds(30);

    const token = signInDemo(harness);

    expect(codesTexted(harness)).toHaveLength(2);
    const [newest = ''] = codesTexted(harness);
    expect(verifyOneTimeCode(harness.context, token, newest).consumer.id).toBe('consumer-demo');
  });

  it('answers a code request within the minute with 400 tooEarly and the seconds left, from any session', () => {
    const harness = sandboxHarness();
    const first = signInDemo(harness);
    harness.advanceSeconds(15);
    const second = signInDemo(harness);

    for (let asked = 0; asked < 30; asked += 1) {
      expect(thrownBy(() => requestOneTimeCode(harness.context, first))).toMatchObject(tooEarly(45));
      expect(thrownBy(() => requestOneTimeCode(harness.context, second))).toMatchObject(tooEarly(45));
    }
    expect(codesTexted(harness)).toHaveLength(1);

    harness.advanceSeconds(45);
    requestOneTimeCode(harness.context, second);
    expect(codesTexted(harness)).toHaveLength(2);
    expect(thrownBy(() => requestOneTimeCode(harness.context, second))).toMatchObject(tooEarly(60));
  });

  it('keeps the code the session holds when a request comes too early', () => {
    const harness = sandboxHarness();
    const token = signInDemo(harness);
    const [code = ''] = codesTexted(harness);

    thrownBy(() => requestOneTimeCode(harness.context, token));

    expect(verifyOneTimeCode(harness.context, token, code).consumer.id).toBe('consumer-demo');
  });

  it('carries the wrong tries with the code: signing in again does not buy five more', () => {
    const harness = sandboxHarness();
    const first = signInDemo(harness);
    const [code = ''] = codesTexted(harness);
    for (let typed = 0; typed < 4; typed += 1) {
      thrownBy(() => verifyOneTimeCode(harness.context, first, wrongCodeFor(code)));
    }

    const second = signInDemo(harness);

    expect(thrownBy(() => verifyOneTimeCode(harness.context, second, wrongCodeFor(code)))).toMatchObject({
      body: { errorCode: 'otpSpent' },
    });
  });

  it('is not ended by signing out of the login, which takes its code with it', () => {
    const harness = sandboxHarness();
    logout(harness.context, signInDemo(harness));
    harness.advanceSeconds(20);

    const token = signInDemo(harness);

    expect(codesTexted(harness)).toHaveLength(1);
    expect(thrownBy(() => requestOneTimeCode(harness.context, token))).toMatchObject(tooEarly(40));
    harness.advanceSeconds(40);
    requestOneTimeCode(harness.context, token);
    const [code = ''] = codesTexted(harness);
    expect(verifyOneTimeCode(harness.context, token, code).consumer.id).toBe('consumer-demo');
  });

  it('ends once a code is typed right: a code for card details may follow the sign-in at once', () => {
    const harness = sandboxHarness();
    const loginToken = signInDemo(harness);
    const [code = ''] = codesTexted(harness);
    expect(thrownBy(() => requestOneTimeCode(harness.context, loginToken))).toMatchObject(tooEarly(60));

    const { token } = verifyOneTimeCode(harness.context, loginToken, code);
    requestOneTimeCode(harness.context, token);

    expect(codesTexted(harness)).toHaveLength(2);
  });

  it('holds per mobile: accounts registered with the same number share the wait', () => {
    const harness = sandboxHarness();
    const { token: jane } = harness.registerJane('jane@example.com');
    const { token: other } = register(harness.context, {
      email: 'not-jane@example.com',
      countryCode: '33',
      number: '612000000',
      acceptedTerms: true,
      password: harness.context.tokenise('Secret123'),
    });

    requestOneTimeCode(harness.context, jane);

    expect(thrownBy(() => requestOneTimeCode(harness.context, other))).toMatchObject(tooEarly(60));
    expect(thrownBy(() => requestOneTimeCode(harness.context, jane))).toMatchObject(tooEarly(60));
    expect(codesTexted(harness)).toHaveLength(1);
  });
});
