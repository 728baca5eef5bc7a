import { login } from '../session/login';
import { sandboxHarness, thrownBy, type SandboxHarness } from '../testing/sandboxHarness';
import { updateContact } from './contact';
import { register } from './registration';
import { addMobileDevice, verifyMobileDevice } from './mobileVerification';

function mobileCodesTo(harness: SandboxHarness, to: string): number {
  return harness.state.outbox.filter((message) => message.kind === 'mobileCode' && message.to === to).length;
}

function tooEarly(seconds: number) {
  return { status: 400, body: { errorCode: 'tooEarly', timeLeftForRetry: seconds } };
}

describe('mobile verification', () => {
  it('texts a 6-digit code to the number and reports the resend wait on the consumer', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    expect(addMobileDevice(harness.context, token)).toEqual({ timeLeftForRetry: 0 });

    expect(harness.lastMessage('mobileCode')).toMatchObject({
      channel: 'sms',
      to: '+33 612000000',
      link: null,
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(harness.context.consumerFor(token).allowVerificationSmsAfter).toBe('2025-03-01T10:01:00.000Z');
  });

  it('refuses a new code at 59 seconds and sends one at 60', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    addMobileDevice(harness.context, token);

    harness.advanceSeconds(59);
    expect(thrownBy(() => addMobileDevice(harness.context, token))).toMatchObject({
      status: 400,
      body: { errorCode: 'tooEarly', timeLeftForRetry: 1 },
    });
    harness.advanceSeconds(1);
    expect(addMobileDevice(harness.context, token)).toEqual({ timeLeftForRetry: 0 });
  });

  it('rejects a wrong code and keeps the right one valid', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    addMobileDevice(harness.context, token);
    const code = harness.lastMessage('mobileCode')?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';

    expect(verifyMobileDevice(harness.context, token, wrong)).toEqual({ verified: false });
    expect(harness.context.consumerFor(token).isMobileVerified).toBe(false);

    expect(
      verifyMobileDevice(harness.context, token, `${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`),
    ).toEqual({
      verified: true,
    });
    expect(harness.context.consumerFor(token).isMobileVerified).toBe(true);
  });

  it('does not verify a new number with the code sent to the old one', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    addMobileDevice(harness.context, token);
    const code = harness.lastMessage('mobileCode')?.code ?? '';

    updateContact(harness.context, token, { countryCode: '33', number: '699000000' });

    expect(verifyMobileDevice(harness.context, token, code)).toEqual({ verified: false });
  });

  it('needs a session', () => {
    const harness = sandboxHarness();

    expect(thrownBy(() => addMobileDevice(harness.context, 'unknown'))).toMatchObject({ status: 401 });
    expect(thrownBy(() => verifyMobileDevice(harness.context, null, '123456'))).toMatchObject({
      status: 401,
    });
  });

  describe('the 60-second wait, per number rather than per consumer', () => {
    const JANE = '+33 612000000';

    it('does not text a number again within the minute when the consumer changes it back and forth', () => {
      const harness = sandboxHarness();
      const { token } = harness.registerJane();
      addMobileDevice(harness.context, token);
      harness.advanceSeconds(10);

      for (let round = 0; round < 5; round += 1) {
        // The registration's number is first changed without a code; every change after that takes one.
        const away = { countryCode: '33', number: '699000000' };
        updateContact(
          harness.context,
          token,
          round === 0 ? away : { ...away, code: harness.freshCode(token) },
        );
        const back = { countryCode: '33', number: '0612000000', code: harness.freshCode(token) };
        updateContact(harness.context, token, back);
        expect(thrownBy(() => addMobileDevice(harness.context, token))).toMatchObject(tooEarly(50));
      }

      expect(mobileCodesTo(harness, JANE)).toBe(1);
      expect(harness.context.consumerFor(token).allowVerificationSmsAfter).toBe('2025-03-01T10:01:00.000Z');
      harness.advanceSeconds(50);
      expect(addMobileDevice(harness.context, token)).toEqual({ timeLeftForRetry: 0 });
      expect(mobileCodesTo(harness, JANE)).toBe(2);
    });

    it('still texts a number the consumer changes to at once, when nobody texted it within the minute', () => {
      const harness = sandboxHarness();
      const { token } = harness.registerJane();
      addMobileDevice(harness.context, token);

      updateContact(harness.context, token, { countryCode: '33', number: '699000000' });

      expect(addMobileDevice(harness.context, token)).toEqual({ timeLeftForRetry: 0 });
      expect(mobileCodesTo(harness, '+33 699000000')).toBe(1);
      const code = harness.lastMessage('mobileCode')?.code ?? '';
      expect(verifyMobileDevice(harness.context, token, code)).toEqual({ verified: true });
    });

    it('is shared by every account registered with the number, written as they like', () => {
      const harness = sandboxHarness();
      const { token: jane } = harness.registerJane();
      const { token: other } = register(harness.context, {
        email: 'not-jane@example.com',
        countryCode: '+33',
        number: '06 12 00 00 00',
        acceptedTerms: true,
        password: harness.context.tokenise('Secret123'),
      });
      addMobileDevice(harness.context, jane);
      harness.advanceSeconds(20);

      expect(thrownBy(() => addMobileDevice(harness.context, other))).toMatchObject(tooEarly(40));
      expect(harness.context.consumerFor(other).allowVerificationSmsAfter).toBe('2025-03-01T10:01:00.000Z');
      expect(mobileCodesTo(harness, JANE)).toBe(1);

      harness.advanceSeconds(40);
      expect(addMobileDevice(harness.context, other)).toEqual({ timeLeftForRetry: 0 });
      expect(thrownBy(() => addMobileDevice(harness.context, jane))).toMatchObject(tooEarly(60));
      expect(mobileCodesTo(harness, JANE)).toBe(2);
      const code = harness.lastMessage('mobileCode')?.code ?? '';
      expect(verifyMobileDevice(harness.context, other, code)).toEqual({ verified: true });
    });

    it("is apart from the sign-in codes' wait: a code to verify the number may follow a sign-in code", () => {
      const harness = sandboxHarness();
      const { token } = harness.registerJane();
      login(harness.context, { email: 'jane@example.com', password: 'Secret123' });

      expect(addMobileDevice(harness.context, token)).toEqual({ timeLeftForRetry: 0 });
      expect(mobileCodesTo(harness, JANE)).toBe(1);
    });
  });
});
