import { sendVerificationEmail } from '../consumer/emailVerification';
import { sandboxHarness, thrownBy, type SandboxHarness } from '../testing/sandboxHarness';
import { login } from './login';
import { logout } from './logout';
import { requestOneTimeCode, verifyOneTimeCode } from './oneTimeCode';

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

function signInDemo(harness: SandboxHarness): { loginToken: string; code: string } {
  const { token } = login(harness.context, { email: 'demo@example.com', password: 'Demo1234' });
  return { loginToken: token, code: harness.lastMessage('oneTimeCode')?.code ?? '' };
}

describe('login and the one-time code', () => {
  it('opens a login session and texts a 6-digit code, with no consumer yet', () => {
    const harness = sandboxHarness();

    const result = login(harness.context, { email: 'DEMO@example.com', password: 'Demo1234' });

    expect(result.consumer).toBeNull();
    expect(result.token).not.toBe('');
    expect(harness.lastMessage('oneTimeCode')).toMatchObject({
      channel: 'sms',
      to: '+33 612345678',
      code: expect.stringMatching(/^\d{6}$/),
    });
  });

  it('accepts the password as a secure-input token too', () => {
    const harness = sandboxHarness();

    const result = login(harness.context, {
      email: 'demo@example.com',
      password: harness.context.tokenise('Demo1234'),
    });

    expect(result.token).not.toBe('');
  });

  it('answers 400 invalidCredentials for a wrong password or an unknown address alike', () => {
    const harness = sandboxHarness();
    const expected = { status: 400, body: { errorCode: 'invalidCredentials' } };

    expect(
      thrownBy(() => login(harness.context, { email: 'demo@example.com', password: 'Wrong1234' })),
    ).toMatchObject(expected);
    expect(
      thrownBy(() => login(harness.context, { email: 'ghost@example.com', password: 'Demo1234' })),
    ).toMatchObject(expected);
    expect(harness.state.outbox).toEqual([]);
  });

  it('refuses an empty form with the login keys', () => {
    const harness = sandboxHarness();

    expect(thrownBy(() => login(harness.context, { email: '', password: '' }))).toMatchObject({
      status: 400,
      body: {
        invalidFields: [
          { fieldName: 'email', errors: ['auth.login.emailRule'] },
          { fieldName: 'password', errors: ['auth.errors.password.empty'] },
        ],
      },
    });
  });

  it('lets a login token reach only the one-time-code calls', () => {
    const harness = sandboxHarness();
    const { loginToken } = signInDemo(harness);

    expect(thrownBy(() => harness.context.consumerFor(loginToken))).toMatchObject({ status: 401 });
    expect(thrownBy(() => sendVerificationEmail(harness.context, loginToken))).toMatchObject({ status: 401 });
  });

  it('swaps the login token for a full token of 20 minutes on the right code', () => {
    const harness = sandboxHarness();
    const { loginToken, code } = signInDemo(harness);
    harness.advanceSeconds(30);

    const { consumer, token } = verifyOneTimeCode(harness.context, loginToken, code);

    expect(consumer).toMatchObject({ email: 'demo@example.com', tokenExpires: '2025-03-01T10:20:30.000Z' });
    expect(token).not.toBe(loginToken);
    expect(harness.context.consumerFor(token).id).toBe('consumer-demo');
    expect(thrownBy(() => verifyOneTimeCode(harness.context, loginToken, code))).toMatchObject({
      status: 401,
    });
  });

  it('answers otpInvalid for a wrong code and still takes the right one', () => {
    const harness = sandboxHarness();
    const { loginToken, code } = signInDemo(harness);

    expect(thrownBy(() => verifyOneTimeCode(harness.context, loginToken, wrongCodeFor(code)))).toMatchObject({
      status: 400,
      body: { errorCode: 'otpInvalid' },
    });
    expect(verifyOneTimeCode(harness.context, loginToken, code).consumer.id).toBe('consumer-demo');
  });

  it('spends the code on the fifth wrong code in a row, until a new one is requested', () => {
    const harness = sandboxHarness();
    const { loginToken, code } = signInDemo(harness);
    const wrong = wrongCodeFor(code);

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(thrownBy(() => verifyOneTimeCode(harness.context, loginToken, wrong))).toMatchObject({
        body: { errorCode: 'otpInvalid' },
      });
    }
    expect(thrownBy(() => verifyOneTimeCode(harness.context, loginToken, wrong))).toMatchObject({
      status: 400,
      body: { errorCode: 'otpSpent' },
    });
    expect(thrownBy(() => verifyOneTimeCode(harness.context, loginToken, code))).toMatchObject({
      body: { errorCode: 'otpSpent' },
    });

    harness.advanceSeconds(60);
    requestOneTimeCode(harness.context, loginToken);
    const fresh = harness.lastMessage('oneTimeCode')?.code ?? '';
    expect(verifyOneTimeCode(harness.context, loginToken, fresh).consumer.id).toBe('consumer-demo');
  });

  it('counts wrong codes in a row only: a new code starts the count again', () => {
    const harness = sandboxHarness();
    const { loginToken } = signInDemo(harness);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      thrownBy(() => verifyOneTimeCode(harness.context, loginToken, 'abcdef'));
    }

    harness.advanceSeconds(60);
    requestOneTimeCode(harness.context, loginToken);
    const fresh = harness.lastMessage('oneTimeCode')?.code ?? '';

    expect(thrownBy(() => verifyOneTimeCode(harness.context, loginToken, wrongCodeFor(fresh)))).toMatchObject(
      {
        body: { errorCode: 'otpInvalid' },
      },
    );
  });

  it('refuses the one-time-code calls without a token', () => {
    const harness = sandboxHarness();

    expect(thrownBy(() => requestOneTimeCode(harness.context, null))).toMatchObject({ status: 401 });
    expect(thrownBy(() => verifyOneTimeCode(harness.context, 'nope', '123456'))).toMatchObject({
      status: 401,
    });
  });
});

describe('token expiry', () => {
  it('accepts a token until just before 20 minutes and refuses it from 20 minutes on', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    harness.advanceSeconds(20 * 60 - 1);
    expect(harness.context.consumerFor(token).tokenExpires).toBe('2025-03-01T10:20:00.000Z');

    harness.advanceSeconds(1);
    expect(thrownBy(() => harness.context.consumerFor(token))).toMatchObject({ status: 401 });
  });

  it('lets a login token expire too', () => {
    const harness = sandboxHarness();
    const { loginToken, code } = signInDemo(harness);

    harness.advanceSeconds(20 * 60);

    expect(thrownBy(() => verifyOneTimeCode(harness.context, loginToken, code))).toMatchObject({
      status: 401,
    });
  });
});

describe('logout', () => {
  it('invalidates the token at once', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    logout(harness.context, token);

    expect(thrownBy(() => harness.context.consumerFor(token))).toMatchObject({ status: 401 });
    expect(thrownBy(() => logout(harness.context, token))).toMatchObject({ status: 401 });
  });

  it('ends a login session still waiting for its code', () => {
    const harness = sandboxHarness();
    const { loginToken, code } = signInDemo(harness);

    logout(harness.context, loginToken);

    expect(thrownBy(() => verifyOneTimeCode(harness.context, loginToken, code))).toMatchObject({
      status: 401,
    });
  });

  it('refuses a missing token', () => {
    const harness = sandboxHarness();

    expect(thrownBy(() => logout(harness.context, null))).toMatchObject({ status: 401 });
  });
});
