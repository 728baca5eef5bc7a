import { sandboxHarness, thrownBy } from '../testing/sandboxHarness';
import { updateContact } from './contact';
import { addMobileDevice, verifyMobileDevice } from './mobileVerification';

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
});
