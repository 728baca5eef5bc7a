import { SandboxError } from '../SandboxError';
import { sandboxHarness, thrownBy } from '../testing/sandboxHarness';
import { register } from './registration';

function payload(overrides: Partial<Parameters<typeof register>[1]> = {}) {
  return {
    email: 'jane@example.com',
    countryCode: '33',
    number: '612000000',
    acceptedTerms: true,
    password: '',
    ...overrides,
  };
}

describe('register', () => {
  it('creates an unverified consumer with a full session of 20 minutes', () => {
    const harness = sandboxHarness();
    const password = harness.context.tokenise('Secret123');

    const { consumer, token } = register(harness.context, payload({ password }));

    expect(token).not.toBe('');
    expect(consumer).toMatchObject({
      email: 'jane@example.com',
      countryCode: '33',
      number: '612000000',
      isEmailVerified: false,
      isMobileVerified: false,
      isFullyKnown: false,
      kycLevel: 0,
      cards: [],
      isCardLimitReached: false,
      maxAllowedAmount: { amount: 5000 },
      tokenExpires: '2025-03-01T10:20:00.000Z',
      allowVerificationEmailAfter: null,
    });
    expect(harness.context.consumerFor(token).id).toBe(consumer.id);
  });

  it('keeps the national number without its trunk zero and the dial code without its plus', () => {
    const harness = sandboxHarness();
    const password = harness.context.tokenise('Secret123');

    const { consumer } = register(
      harness.context,
      payload({ countryCode: '+33', number: '0612000000', password }),
    );

    expect(consumer).toMatchObject({ countryCode: '33', number: '612000000' });
  });

  it('answers 400 invalidFields with the domain keys under the API field names', () => {
    const harness = sandboxHarness();
    const password = harness.context.tokenise('short');

    const error = thrownBy(() =>
      register(
        harness.context,
        payload({ email: 'nope', countryCode: '999', acceptedTerms: false, password }),
      ),
    );

    expect(error).toBeInstanceOf(SandboxError);
    expect(error).toMatchObject({
      status: 400,
      body: {
        errorCode: 'invalidFields',
        invalidFields: expect.arrayContaining([
          { fieldName: 'email', errors: ['auth.errors.email.invalid'] },
          { fieldName: 'countryCode', errors: ['verify.mobileCountryRequired'] },
          { fieldName: 'passwordToken', errors: ['auth.errors.password.tooShort'] },
          { fieldName: 'acceptedTerms', errors: ['auth.errors.terms.required'] },
        ]),
      },
    });
    expect(harness.state.accounts).toHaveLength(2);
  });

  it('reads a password token the vault never issued as no password', () => {
    const harness = sandboxHarness();

    const error = thrownBy(() => register(harness.context, payload({ password: 'Secret123' })));

    expect(error).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'passwordToken', errors: ['auth.errors.password.empty'] }] },
    });
  });

  it('answers 409 on an address already taken, whatever its case', () => {
    const harness = sandboxHarness();
    const password = harness.context.tokenise('Secret123');

    const error = thrownBy(() => register(harness.context, payload({ email: 'DEMO@example.com', password })));

    expect(error).toMatchObject({
      status: 409,
      body: { invalidFields: [{ fieldName: 'email', errors: ['auth.errors.email.taken'] }] },
    });
  });
});
