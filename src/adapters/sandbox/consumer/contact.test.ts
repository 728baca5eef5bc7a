import { FRESH_CODE_MINUTES } from '../session/freshCode';
import { sandboxHarness, thrownBy } from '../testing/sandboxHarness';
import { updateContact } from './contact';
import { addMobileDevice, verifyMobileDevice } from './mobileVerification';

describe('updateContact', () => {
  it('makes a new e-mail unverified again and sends it a verification link at once', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    harness.account(harness.context.consumerFor(token).id).isEmailVerified = true;

    const update = updateContact(harness.context, token, {
      email: 'jane.new@example.com',
      code: harness.freshCode(token),
    });

    expect(update.token).toBe(token);
    expect(update.consumer).toMatchObject({ email: 'jane.new@example.com', isEmailVerified: false });
    expect(update.allowVerificationEmailAfter).toBe('2025-03-01T10:01:00.000Z');
    expect(harness.lastMessage('emailVerification')?.to).toBe('jane.new@example.com');
  });

  it('refuses the current address, an invalid one (400) and a taken one (409)', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    expect(
      thrownBy(() => updateContact(harness.context, token, { email: 'JANE@example.com' })),
    ).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'email', errors: ['verify.emailMustDiffer'] }] },
    });
    expect(thrownBy(() => updateContact(harness.context, token, { email: 'jane@' }))).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.invalid'] }] },
    });
    expect(
      thrownBy(() => updateContact(harness.context, token, { email: 'demo@example.com' })),
    ).toMatchObject({
      status: 409,
      body: { invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.taken'] }] },
    });
  });

  it('makes a new number unverified and lets its first code go at once', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    addMobileDevice(harness.context, token);
    verifyMobileDevice(harness.context, token, harness.lastMessage('mobileCode')?.code ?? '');

    const update = updateContact(harness.context, token, {
      countryCode: '44',
      number: '7700900123',
      code: harness.freshCode(token),
    });

    expect(update.consumer).toMatchObject({
      countryCode: '44',
      number: '7700900123',
      isMobileVerified: false,
      allowVerificationSmsAfter: null,
    });
    expect(addMobileDevice(harness.context, token)).toEqual({ timeLeftForRetry: 0 });
  });

  it('keeps the number verified when the same number is sent again', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    addMobileDevice(harness.context, token);
    verifyMobileDevice(harness.context, token, harness.lastMessage('mobileCode')?.code ?? '');

    const update = updateContact(harness.context, token, { countryCode: '33', number: '0612000000' });

    expect(update.consumer.isMobileVerified).toBe(true);
  });

  it('refuses an invalid number with the domain key', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    expect(
      thrownBy(() => updateContact(harness.context, token, { countryCode: '33', number: '123' })),
    ).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'number', errors: ['verify.mobileNumberShort'] }] },
    });
  });

  it('needs a session', () => {
    const harness = sandboxHarness();

    expect(thrownBy(() => updateContact(harness.context, null, { email: 'x@example.com' }))).toMatchObject({
      status: 401,
    });
  });

  it('replaces a verified e-mail only with a code asked for less than ten minutes ago, and only once', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    harness.account(harness.context.consumerFor(token).id).isEmailVerified = true;

    expect(
      thrownBy(() => updateContact(harness.context, token, { email: 'thief@example.com' })),
    ).toMatchObject({
      status: 409,
      body: { errorCode: 'freshCodeRequired' },
    });
    const stale = harness.freshCode(token);
    harness.advanceSeconds(FRESH_CODE_MINUTES * 60);
    expect(
      thrownBy(() => updateContact(harness.context, token, { email: 'jane.new@example.com', code: stale })),
    ).toMatchObject({ status: 400, body: { errorCode: 'otpInvalid' } });

    const code = harness.freshCode(token);
    harness.advanceSeconds(FRESH_CODE_MINUTES * 60 - 1);
    updateContact(harness.context, token, { email: 'jane.new@example.com', code });
    harness.account(harness.context.consumerFor(token).id).isEmailVerified = true;
    expect(
      thrownBy(() => updateContact(harness.context, token, { email: 'jane.again@example.com', code })),
    ).toMatchObject({ status: 400, body: { errorCode: 'otpInvalid' } });
  });

  it('changes the registration’s unverified e-mail or number once without a code (a typo fixed)', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    const { token: other } = harness.registerJane('joan@example.com');

    expect(updateContact(harness.context, token, { email: 'jane.typo@example.com' }).consumer.email).toBe(
      'jane.typo@example.com',
    );
    expect(
      updateContact(harness.context, other, { countryCode: '33', number: '699000000' }).consumer.number,
    ).toBe('699000000');
  });

  it('asks a fresh code for any change while a change is pending, from any session', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    updateContact(harness.context, token, { email: 'jane.typo@example.com' });
    const freshCodeRequired = { status: 409, body: { errorCode: 'freshCodeRequired' } };

    expect(
      thrownBy(() => updateContact(harness.context, token, { email: 'jane.new@example.com' })),
    ).toMatchObject(freshCodeRequired);
    expect(
      thrownBy(() => updateContact(harness.context, token, { countryCode: '33', number: '699000000' })),
    ).toMatchObject(freshCodeRequired);
    expect(
      updateContact(harness.context, token, { email: 'jane.new@example.com', code: harness.freshCode(token) })
        .consumer.email,
    ).toBe('jane.new@example.com');
  });
});
