/** @jest-environment node */
import { sandboxHarness, thrownBy } from '../testing/sandboxHarness';
import { updateContact } from './contact';
import { addMobileDevice, verifyMobileDevice } from './mobileVerification';

describe('updateContact', () => {
  it('makes a new e-mail unverified again and sends it a verification link at once', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();
    harness.account(harness.context.consumerFor(token).id).isEmailVerified = true;

    const update = updateContact(harness.context, token, { email: 'jane.new@example.com' });

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

    const update = updateContact(harness.context, token, { countryCode: '44', number: '7700900123' });

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
});
