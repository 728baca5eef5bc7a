import { sandboxHarness, thrownBy } from '../testing/sandboxHarness';
import { updateProfile } from './profile';

describe('updateProfile', () => {
  it('stores the personal info, the date of birth as an ISO date', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    const consumer = updateProfile(harness.context, token, {
      name: ' Jane ',
      surname: 'Doe',
      dateOfBirth: '12/04/1990',
    });

    expect(consumer).toMatchObject({ name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' });
  });

  it('checks the age of 18 on the sandbox clock', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    expect(
      updateProfile(harness.context, token, { name: 'Jane', surname: 'Doe', dateOfBirth: '2007-03-01' })
        .dateOfBirth,
    ).toBe('2007-03-01');
    expect(
      thrownBy(() =>
        updateProfile(harness.context, token, { name: 'Jane', surname: 'Doe', dateOfBirth: '2007-03-02' }),
      ),
    ).toMatchObject({
      status: 400,
      body: { invalidFields: [{ fieldName: 'dateOfBirth', errors: ['minAgeRequired'] }] },
    });
  });

  it('stores the address, empty optional fields as null', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    const consumer = updateProfile(harness.context, token, {
      addressLine1: '5 avenue Foch',
      addressLine2: '',
      city: 'Lyon',
      postCode: '69006',
      state: '',
      country: 'FR',
    });

    expect(consumer).toMatchObject({
      addressLine1: '5 avenue Foch',
      addressLine2: null,
      city: 'Lyon',
      postCode: '69006',
      state: null,
      country: 'FR',
    });
  });

  it('refuses an address that breaks the domain rules', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    const error = thrownBy(() =>
      updateProfile(harness.context, token, {
        addressLine1: 'avenue Foch',
        addressLine2: '',
        city: '',
        postCode: '69006',
        state: '',
        country: 'US',
      }),
    );

    expect(error).toMatchObject({
      status: 400,
      body: {
        invalidFields: expect.arrayContaining([
          { fieldName: 'addressLine1', errors: ['register.errors.addressLine1.needsLettersAndDigits'] },
          { fieldName: 'city', errors: ['register.errors.city.required'] },
          { fieldName: 'country', errors: [expect.any(String)] },
        ]),
      },
    });
  });

  it('stores the financial info, the free text only for OTHER', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    const listed = updateProfile(harness.context, token, {
      occupation: 'FINANCE',
      sourceOfFunds: 'RENT',
      sourceOfFundsOther: 'ignored',
      nationality: 'FR',
    });
    expect(listed).toMatchObject({
      occupation: 'FINANCE',
      sourceOfFunds: 'RENT',
      sourceOfFundsOther: null,
      nationality: 'FR',
    });

    const other = updateProfile(harness.context, token, {
      occupation: 'FINANCE',
      sourceOfFunds: 'OTHER',
      sourceOfFundsOther: 'Lottery',
      nationality: 'FR',
    });
    expect(other.sourceOfFundsOther).toBe('Lottery');
  });

  it('refuses OTHER without its free text', () => {
    const harness = sandboxHarness();
    const { token } = harness.registerJane();

    expect(
      thrownBy(() =>
        updateProfile(harness.context, token, {
          occupation: 'FINANCE',
          sourceOfFunds: 'OTHER',
          sourceOfFundsOther: '',
          nationality: 'FR',
        }),
      ),
    ).toMatchObject({
      status: 400,
      body: {
        invalidFields: [
          { fieldName: 'sourceOfFundsOther', errors: ['register.errors.sourceOfFundsOther.required'] },
        ],
      },
    });
  });

  it('needs a session', () => {
    const harness = sandboxHarness();

    expect(
      thrownBy(() =>
        updateProfile(harness.context, null, { name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' }),
      ),
    ).toMatchObject({ status: 401 });
  });

  it('locks name, surname, date of birth and nationality once the identity check is approved', () => {
    const harness = sandboxHarness();
    const { token, consumerId } = harness.registerJane();
    const identity = { name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' };
    const financial = {
      occupation: 'FINANCE',
      sourceOfFunds: 'RENT',
      sourceOfFundsOther: '',
      nationality: 'FR',
    } as const;
    updateProfile(harness.context, token, identity);
    updateProfile(harness.context, token, financial);
    harness.account(consumerId).kycLevel = 1;

    const locked = { status: 409, body: { errorCode: 'identityLocked' } };
    expect(
      thrownBy(() => updateProfile(harness.context, token, { ...identity, surname: 'Smith' })),
    ).toMatchObject(locked);
    expect(
      thrownBy(() => updateProfile(harness.context, token, { ...identity, dateOfBirth: '1991-04-12' })),
    ).toMatchObject(locked);
    expect(
      thrownBy(() => updateProfile(harness.context, token, { ...financial, nationality: 'DE' })),
    ).toMatchObject(locked);
    // The same identity again, and what the check did not prove, still save.
    expect(updateProfile(harness.context, token, identity).surname).toBe('Doe');
    expect(updateProfile(harness.context, token, { ...financial, occupation: 'AUDIT' }).occupation).toBe(
      'AUDIT',
    );
  });
});
