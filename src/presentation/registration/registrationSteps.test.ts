import type { Container } from 'inversify';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { PendingAction } from '../../application/session/PendingAction';
import { AuthModalsPresenter } from '../testing/otherScreens';
import { MemoryStorage } from '../../adapters/browser/MemoryStorage';
import { UpdateAddressInfo } from '../../application/consumer/usecases/UpdateAddressInfo';
import {
  fillProfile,
  PARIS_PROFILE,
  register,
  sandboxApp,
  verifyEmailAndMobile,
} from '../../composition/testing/sandboxApp';
import { SessionPresenter } from '../shell/SessionPresenter';
import { AddressInfoPresenter } from './AddressInfoPresenter';
import { FinancialInfoPresenter } from './FinancialInfoPresenter';
import { PersonalInfoPresenter } from './PersonalInfoPresenter';
import { destination } from '../testing/destination';
import { failureMessage } from '../calls/failureMessage';
import { messageOf } from '../messages/Message';
import {
  FINANCIAL_STEP_WORDS,
  GENERAL_STEP_ERROR,
  STEP_WORDS,
  type ProfileStepPresenter,
} from './ProfileStepPresenter';

const TODAY = new Date('2025-03-01T10:00:00Z');

/** A registrant whose e-mail and mobile are verified, on the first profile step; today is 1 March 2025. */
async function setUp({ profile = false } = {}) {
  const app = sandboxApp({ clock: () => TODAY });
  await register(app.container);
  await verifyEmailAndMobile(app.container);
  if (profile) await fillProfile(app.container);
  return app;
}

const consumer = (container: Container) => {
  const current = container.get(ConsumerSession).current;
  if (current === null) throw new Error('a signed-in consumer was expected');
  return current;
};

/** Counts the profile updates the sandbox receives. */
function countUpdates(sandbox: ReturnType<typeof sandboxApp>['sandbox']) {
  const original = sandbox.updateProfile.bind(sandbox);
  let calls = 0;
  sandbox.updateProfile = (...args) => {
    calls += 1;
    return original(...args);
  };
  return () => calls;
}

/** Types each value into its field, in order, as the consumer would. */
function fill<F extends string>(step: ProfileStepPresenter<F>, values: Partial<Record<F, string>>): void {
  for (const [field, value] of Object.entries(values) as [F, string][]) step.set(field, value);
}

describe('Personal Info', () => {
  it('shows 33.33% progress and goes back to mobile verification', async () => {
    const { container } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    expect(step.progress).toBe(33.33);
    expect(step.backPath).toBe('/consumer/verification/mobile');
  });

  it('saves name, surname and a date typed as DD/MM/YYYY, then goes to Address Info', async () => {
    const { container } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    fill(step, {
      name: 'Jeanne-Marie',
      surname: "O'Brien",
      dateOfBirth: '01/03/2007',
    });
    await step.submit();
    expect(destination(container)).toBe('/consumer/register/address-info');
    expect(consumer(container)).toMatchObject({
      name: 'Jeanne-Marie',
      surname: "O'Brien",
      dateOfBirth: '2007-03-01',
    });
  });

  it('takes the date from the picker as YYYY-MM-DD', async () => {
    const { container } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    fill(step, {
      name: 'Jane',
      surname: 'Doe',
      dateOfBirth: '1990-04-12',
    });
    await step.submit();
    expect(destination(container)).toBe('/consumer/register/address-info');
    expect(consumer(container).dateOfBirth).toBe('1990-04-12');
  });

  it('refuses a date of birth one day short of 18 years, keeping every field', async () => {
    const { container } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    fill(step, {
      name: 'Jane',
      surname: 'Doe',
      dateOfBirth: '02/03/2007',
    });
    await step.submit();
    expect(step.submission.errors).toEqual({ dateOfBirth: { key: 'minAgeRequired' } });
    expect(step.submission.values).toEqual({ name: 'Jane', surname: 'Doe', dateOfBirth: '02/03/2007' });
    expect(consumer(container).name).toBeNull();
  });

  it('refuses a name with digits and a surname of 21 characters, each on its field', async () => {
    const { container } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    fill(step, {
      name: 'Jane2',
      surname: 'A'.repeat(21),
      dateOfBirth: '12/04/1990',
    });
    await step.submit();
    expect(step.submission.errors).toEqual({
      name: { key: 'register.errors.name.invalidCharacters' },
      surname: { key: 'register.errors.surname.tooLong' },
    });
    expect(step.submission.values).toEqual({
      name: 'Jane2',
      surname: 'A'.repeat(21),
      dateOfBirth: '12/04/1990',
    });
    // Editing a field takes its message away, and only its own.
    step.set('name', 'Jane');
    expect(step.submission.errors).toEqual({ surname: { key: 'register.errors.surname.tooLong' } });
  });

  it('refuses a name of 21 characters', async () => {
    const { container } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    fill(step, {
      name: 'B'.repeat(21),
      surname: 'Doe',
      dateOfBirth: '12/04/1990',
    });
    await step.submit();
    expect(step.submission.errors).toEqual({ name: { key: 'register.errors.name.tooLong' } });
  });

  it('asks for every field when nothing is given', async () => {
    const { container } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    await step.submit();
    expect(step.submission.errors).toEqual({
      name: { key: 'register.errors.name.required' },
      surname: { key: 'register.errors.surname.required' },
      dateOfBirth: { key: 'register.errors.dateOfBirth.required' },
    });
  });

  it('shows the general register text then the server errorMessage, keeping the values', async () => {
    const { container, sandbox } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    fill(step, {
      name: 'Jane',
      surname: 'Doe',
      dateOfBirth: '12/04/1990',
    });
    sandbox.failNext('updateProfile', 500);
    await step.submit();
    expect(step.submission.failure).toEqual({
      key: 'registration.errors.general',
      detail: 'Fault injected into updateProfile.',
    });
    expect(step.submission.values.name).toBe('Jane');
    expect(step.submission.call.running).toBe(false);
  });

  it('prefills from the consumer and skips the update when nothing changed', async () => {
    const { container, sandbox } = await setUp({ profile: true });
    const updates = countUpdates(sandbox);
    const step = container.get(PersonalInfoPresenter);
    expect(step.submission.values).toEqual({ name: 'Jane', surname: 'Doe', dateOfBirth: '1990-04-12' });
    step.set('name', ' Jane ');
    step.set('dateOfBirth', '12/04/1990');
    await step.submit();
    expect(destination(container)).toBe('/consumer/register/address-info');
    expect(updates()).toBe(0);
    step.set('name', 'Janet');
    await step.submit();
    expect(updates()).toBe(1);
  });

  it('keeps the step at an expired session and goes on once it is replayed after sign-in', async () => {
    const { container, sandbox } = await setUp();
    const step = container.get(PersonalInfoPresenter);
    step.enter();
    fill(step, {
      name: 'Jane',
      surname: 'Doe',
      dateOfBirth: '12/04/1990',
    });
    sandbox.failNext('updateProfile', 401);
    await step.submit();
    expect(step.submission.waitsForSignIn).toBe(true);
    expect(step.submission.failure).toEqual({ key: 'registration.errors.signInAgain' });
    expect(container.get(AuthModalsPresenter).login.open).toBe(true);
    await container.get(PendingAction).replay();
    expect(step.submission.waitsForSignIn).toBe(false);
    expect(destination(container)).toBe('/consumer/register/address-info');
    expect(consumer(container).name).toBe('Jane');
    step.leave();
  });
});

describe('Address Info', () => {
  async function onAddressStep() {
    const app = await setUp();
    const presenter = app.container.get(AddressInfoPresenter);
    const fill = (values: Partial<Record<string, string>>) => {
      const all = {
        addressLine1: '8 rue Lepic',
        addressLine2: '',
        city: 'Paris',
        state: '',
        postCode: '75018',
        country: 'FR',
        ...values,
      };
      for (const [field, value] of Object.entries(all))
        presenter.set(field as Parameters<typeof presenter.set>[0], value ?? '');
    };
    return { ...app, presenter, fill };
  }

  it('shows 66% progress and goes back to Personal Info', async () => {
    const { presenter } = await onAddressStep();
    expect(presenter.progress).toBe(66);
    expect(presenter.backPath).toBe('/consumer/register/personal-info');
  });

  it('lists FR, AT, BE, BG, HR and CY first, and starts on FR', async () => {
    const { presenter } = await onAddressStep();
    expect(presenter.countries.slice(0, 6)).toEqual(['FR', 'AT', 'BE', 'BG', 'HR', 'CY']);
    expect(presenter.countries).toHaveLength(32);
    expect(presenter.submission.values.country).toBe('FR');
  });

  it('saves the address and goes to Financial Info', async () => {
    const { container, presenter, fill } = await onAddressStep();
    fill({ addressLine2: 'Bâtiment B', state: 'Île-de-France' });
    await presenter.submit();
    expect(destination(container)).toBe('/consumer/register/financial-info');
    expect(consumer(container)).toMatchObject({
      addressLine1: '8 rue Lepic',
      addressLine2: 'Bâtiment B',
      city: 'Paris',
      state: 'Île-de-France',
      postCode: '75018',
      country: 'FR',
    });
  });

  it.each([
    [
      'address line 1 without digits',
      { addressLine1: 'rue Lepic' },
      'addressLine1',
      'register.errors.addressLine1.needsLettersAndDigits',
    ],
    ['an address with <b>', { addressLine1: '8 rue <b>Lepic</b>' }, 'addressLine1', 'register.errors.noTags'],
    ['a second line with <b>', { addressLine2: '<b>' }, 'addressLine2', 'register.errors.noTags'],
    ['a postal code with symbols', { postCode: '75018#' }, 'postCode', 'register.errors.postCode.invalid'],
    ['no city', { city: '' }, 'city', 'register.errors.city.required'],
  ])('refuses %s on its field, keeping every field', async (_, values, field, key) => {
    const { container, presenter, fill } = await onAddressStep();
    fill(values);
    await presenter.submit();
    expect(destination(container)).toBeNull();
    expect(presenter.submission.errors).toEqual({ [field]: { key } });
    expect(presenter.submission.values).toMatchObject(values);
    expect(presenter.submission.values.city).toBe('city' in values ? values.city : 'Paris');
    expect(consumer(container).addressLine1).toBeNull();
  });

  it('shows the general register text then the server errorMessage', async () => {
    const { sandbox, presenter, fill } = await onAddressStep();
    fill({});
    sandbox.failNext('updateProfile', 409);
    await presenter.submit();
    expect(presenter.submission.failure).toEqual({
      key: 'registration.errors.general',
      detail: 'Fault injected into updateProfile.',
    });
  });
});

describe('Financial Info', () => {
  async function onFinancialStep() {
    const app = await setUp();
    return { ...app, presenter: app.container.get(FinancialInfoPresenter) };
  }

  it('shows 100% progress and goes back to Address Info', async () => {
    const { presenter } = await onFinancialStep();
    expect(presenter.progress).toBe(100);
    expect(presenter.backPath).toBe('/consumer/register/address-info');
  });

  it('offers every occupation, source of funds and nationality', async () => {
    const { presenter } = await onFinancialStep();
    expect(presenter.occupations).toHaveLength(22);
    expect(presenter.sourcesOfFunds).toHaveLength(15);
    expect(presenter.nationalities).toContain('FR');
  });

  it('asks for the free text only when the source of funds is OTHER', async () => {
    const { presenter } = await onFinancialStep();
    expect(presenter.showsOther).toBe(false);
    presenter.set('sourceOfFunds', 'OTHER');
    expect(presenter.showsOther).toBe(true);
  });

  it('refuses OTHER left empty on the free-text field, keeping every field', async () => {
    const { container, presenter } = await onFinancialStep();
    fill(presenter, {
      occupation: 'FREELANCER',
      sourceOfFunds: 'OTHER',
      nationality: 'BE',
    });
    await presenter.submit();
    expect(presenter.submission.errors).toEqual({
      sourceOfFundsOther: { key: 'register.errors.sourceOfFundsOther.required' },
    });
    expect(presenter.submission.values).toEqual({
      occupation: 'FREELANCER',
      sourceOfFunds: 'OTHER',
      sourceOfFundsOther: '',
      nationality: 'BE',
    });
    expect(consumer(container).occupation).toBeNull();
  });

  it('saves OTHER with its text and goes to the identity check', async () => {
    const { container, presenter } = await onFinancialStep();
    fill(presenter, {
      occupation: 'FREELANCER',
      sourceOfFunds: 'OTHER',
      sourceOfFundsOther: 'Lottery win',
      nationality: 'BE',
    });
    await presenter.submit();
    expect(destination(container)).toBe('/consumer/register/kyc');
    expect(consumer(container)).toMatchObject({
      occupation: 'FREELANCER',
      sourceOfFunds: 'OTHER',
      sourceOfFundsOther: 'Lottery win',
      nationality: 'BE',
    });
  });

  it('does not send a free text left over from OTHER', async () => {
    const { container, presenter } = await onFinancialStep();
    fill(presenter, { occupation: 'AUDIT', sourceOfFunds: 'OTHER', sourceOfFundsOther: 'Lottery win' });
    fill(presenter, { sourceOfFunds: 'RENT', nationality: 'FR' });
    await presenter.submit();
    expect(presenter.submission.values.sourceOfFundsOther).toBe('Lottery win');
    expect(consumer(container)).toMatchObject({ sourceOfFunds: 'RENT', sourceOfFundsOther: null });
  });

  it('asks for every choice when nothing is chosen', async () => {
    const { presenter } = await onFinancialStep();
    await presenter.submit();
    expect(presenter.submission.errors).toEqual({
      occupation: { key: 'register.errors.occupation.required' },
      sourceOfFunds: { key: 'register.errors.sourceOfFunds.required' },
      nationality: { key: 'register.errors.nationality.required' },
    });
  });

  it('shows the general register text alone on failure', async () => {
    const { sandbox, presenter } = await onFinancialStep();
    fill(presenter, {
      occupation: 'AUDIT',
      sourceOfFunds: 'RENT',
      nationality: 'FR',
    });
    sandbox.failNext('updateProfile', 500);
    await presenter.submit();
    expect(presenter.submission.failure).toEqual({ key: 'registration.errors.general' });
  });

  it('skips the update of an unchanged step', async () => {
    const { container, sandbox } = await setUp({ profile: true });
    const updates = countUpdates(sandbox);
    const presenter = container.get(FinancialInfoPresenter);
    expect(presenter.submission.values).toMatchObject({ occupation: 'FREELANCER', nationality: 'FR' });
    await presenter.submit();
    expect(destination(container)).toBe('/consumer/register/kyc');
    const address = container.get(AddressInfoPresenter);
    await address.submit();
    expect(destination(container)).toBe('/consumer/register/financial-info');
    expect(updates()).toBe(0);
  });
});

describe('going Back between the steps', () => {
  it('finds what was typed and not saved when the consumer comes back to a step', async () => {
    const { container } = await setUp({ profile: true });
    const address = container.get(AddressInfoPresenter);
    address.set('city', 'Lyon');
    address.set('country', 'BE');
    // Back to Personal Info, then Continue: a new screen, and a new form, for Address Info.
    container.get(PersonalInfoPresenter);
    const again = container.get(AddressInfoPresenter);
    expect(again.submission.values).toMatchObject({
      city: 'Lyon',
      country: 'BE',
      addressLine1: PARIS_PROFILE.address.addressLine1,
    });
    const financial = container.get(FinancialInfoPresenter);
    expect(financial.submission.values.occupation).toBe('FREELANCER');
  });

  it('starts from the saved values once the step is saved', async () => {
    const { container } = await setUp({ profile: true });
    const address = container.get(AddressInfoPresenter);
    address.set('city', 'Lyon');
    await address.submit();
    expect(consumer(container).city).toBe('Lyon');
    // Changed since, elsewhere: the step shows what the server has, no draft of it.
    await container.get(UpdateAddressInfo).execute({ ...PARIS_PROFILE.address, city: 'Nice' });
    expect(container.get(AddressInfoPresenter).submission.values.city).toBe('Nice');
  });

  it('keeps nothing for another consumer signing in in the same tab', async () => {
    const storage = new MemoryStorage();
    const app = sandboxApp({ storage, clock: () => TODAY });
    await register(app.container);
    await verifyEmailAndMobile(app.container);
    await fillProfile(app.container);
    app.container.get(AddressInfoPresenter).set('city', 'Lyon');
    await app.container.get(SessionPresenter).signOut();
    await register(app.container, { email: 'someone.else@example.com' });
    await verifyEmailAndMobile(app.container);
    expect(app.container.get(AddressInfoPresenter).submission.values.city).toBe('');
  });
});

describe('the steps’ words for a failure (SPEC section 8)', () => {
  const refused = { kind: 'ServerError', errorMessage: 'Profile service down.' } as const;
  const offline = { kind: 'NetworkError', errorMessage: 'No answer: fetch failed' } as const;
  const tooMany = { kind: 'TooManyRequests', timeLeftForRetry: 30 } as const;
  const wait = messageOf('errors.tooManyRequests.seconds', { count: 30 });

  it('personal and address info: the general text, then the server’s words; never the transport’s', () => {
    expect(failureMessage(refused, STEP_WORDS)).toEqual({
      key: GENERAL_STEP_ERROR,
      detail: 'Profile service down.',
    });
    expect(failureMessage(offline, STEP_WORDS)).toEqual(messageOf(GENERAL_STEP_ERROR));
    expect(failureMessage(tooMany, STEP_WORDS)).toEqual(wait);
  });

  it('financial info: the general text alone, but how long to wait after too many tries', () => {
    expect(failureMessage(refused, FINANCIAL_STEP_WORDS)).toEqual(messageOf(GENERAL_STEP_ERROR));
    expect(failureMessage(tooMany, FINANCIAL_STEP_WORDS)).toEqual(wait);
  });
});
