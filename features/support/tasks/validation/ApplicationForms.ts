import assert from 'node:assert/strict';
import { register, verifyEmailAndMobile } from '../../../../src/composition/testing/sandboxApp';
import {
  AuthorizationPresenter,
  type RegisterField,
} from '../../../../src/presentation/auth/AuthorizationPresenter';
import { PasswordResetResumePresenter } from '../../../../src/presentation/auth/PasswordResetResumePresenter';
import { PasswordResetStartPresenter } from '../../../../src/presentation/auth/PasswordResetStartPresenter';
import type { Message } from '../../../../src/presentation/messages/Message';
import { AddressInfoPresenter } from '../../../../src/presentation/registration/AddressInfoPresenter';
import { FinancialInfoPresenter } from '../../../../src/presentation/registration/FinancialInfoPresenter';
import { PersonalInfoPresenter } from '../../../../src/presentation/registration/PersonalInfoPresenter';
import type { ProfileStepForm } from '../../../../src/presentation/registration/ProfileStepForm';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { shownText } from '../../locale/shownText';
import { app, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { FormTasks } from './FormTasks';

/** One screen's form as the visitor uses it: fields by label, and the message each one shows. */
interface ScreenForm {
  fields: Record<string, string>;
  correct: Record<string, string>;
  set(field: string, value: string): void;
  /** The message the field shows once checked (on leaving it, or on sending for the profile steps). */
  check(field: string): Promise<Message | null>;
  /** Sends the form: whether it went on to the next screen with nothing refused. */
  send(): Promise<boolean>;
}

/** Whether the presenter sent the visitor on to another page. */
function wentOn(world: ShopWorld): boolean {
  return service(world, Navigation).take() !== null;
}

function signUp(world: ShopWorld): ScreenForm {
  const screen = service(world, AuthorizationPresenter);
  screen.applyQuery({ reg: true, kyc: false });
  const setters: Record<string, (value: string) => void> = {
    email: (value) => screen.setEmail(value),
    countryIso: (value) => screen.chooseDialCountry(value),
    number: (value) => screen.setNumber(value),
    password: (value) => screen.setPassword(value),
    acceptedTerms: (value) => screen.setAcceptedTerms(value === 'ticked'),
  };
  return {
    fields: {
      'E-mail': 'email',
      'Dial country': 'countryIso',
      'Mobile number': 'number',
      Password: 'password',
      'Terms and conditions': 'acceptedTerms',
    },
    correct: {
      email: 'jane@example.com',
      countryIso: 'FR',
      number: '6 12 34 56 78',
      password: 'secret123',
      acceptedTerms: 'ticked',
    },
    set: (field, value) => setters[field]?.(value),
    check: (field) => {
      screen.blur(field as RegisterField);
      return Promise.resolve(screen.registerMessage(field as RegisterField));
    },
    send: async () => {
      await screen.submitRegister();
      return screen.registerFailure === null && wentOn(world);
    },
  };
}

function signIn(world: ShopWorld): ScreenForm {
  const form = service(world, AuthorizationPresenter).signIn;
  return {
    fields: { 'E-mail': 'email', Password: 'password' },
    correct: { email: 'jane@example.com', password: 'secret123' },
    set: (field, value) => (field === 'email' ? form.setEmail(value) : form.setPassword(value)),
    check: (field) => {
      const name = field === 'email' ? 'email' : 'password';
      form.blur(name);
      return Promise.resolve(form.fieldMessage(name));
    },
    send: () => Promise.reject(new Error('no scenario signs in through this form')),
  };
}

function passwordResetStart(world: ShopWorld): ScreenForm {
  const screen = service(world, PasswordResetStartPresenter);
  return {
    fields: { 'E-mail': 'email' },
    correct: { email: 'jane@example.com' },
    set: (_field, value) => screen.setEmail(value),
    check: () => {
      screen.blur();
      return Promise.resolve(screen.emailMessage);
    },
    send: () => Promise.reject(new Error('no scenario sends the password reset here')),
  };
}

function newPassword(world: ShopWorld): ScreenForm {
  const screen = service(world, PasswordResetResumePresenter);
  screen.open({ nonce: 'nonce-from-the-link', email: 'jane@example.com' });
  return {
    fields: { 'New password': 'newPassword' },
    correct: { newPassword: 'secret123' },
    set: (_field, value) => screen.setNewPassword(value),
    check: () => {
      screen.blur('newPassword');
      return Promise.resolve(screen.fieldMessage('newPassword'));
    },
    send: () => Promise.reject(new Error('no scenario sends the new password here')),
  };
}

/** A registration step's form, for a consumer whose e-mail and mobile are verified. */
function profileStep<F extends string>(
  world: ShopWorld,
  form: ProfileStepForm<F>,
  fields: Record<string, F>,
  correct: Partial<Record<F, string>>,
): ScreenForm {
  for (const [field, value] of Object.entries(correct) as [F, string][]) form.set(field, value);
  return {
    fields,
    correct: {},
    set: (field, value) => form.set(field as F, value),
    check: async (field) => {
      await form.submit();
      return form.errors[field as F] ?? null;
    },
    send: async () => {
      await form.submit();
      return !form.hasErrors && form.failure === null && wentOn(world);
    },
  };
}

async function registeredAndVerified(world: ShopWorld): Promise<void> {
  await register(app(world).container);
  await verifyEmailAndMobile(app(world).container);
}

const SCREENS: Record<string, (world: ShopWorld) => Promise<ScreenForm>> = {
  'sign-up': (world) => Promise.resolve(signUp(world)),
  'sign-in': (world) => Promise.resolve(signIn(world)),
  'password reset': (world) => Promise.resolve(passwordResetStart(world)),
  'new password': (world) => Promise.resolve(newPassword(world)),
  'personal information': async (world) => {
    await registeredAndVerified(world);
    return profileStep(
      world,
      service(world, PersonalInfoPresenter).form,
      { Name: 'name', Surname: 'surname', 'Date of birth': 'dateOfBirth' },
      { name: 'Jane', surname: 'Doe', dateOfBirth: '15/06/1990' },
    );
  },
  address: async (world) => {
    await registeredAndVerified(world);
    return profileStep(
      world,
      service(world, AddressInfoPresenter).form,
      {
        'Address line 1': 'addressLine1',
        'Address line 2': 'addressLine2',
        City: 'city',
        Region: 'state',
        'Postal code': 'postCode',
        Country: 'country',
      },
      { addressLine1: '12 rue de la Paix', city: 'Paris', postCode: '75002', country: 'FR' },
    );
  },
  'financial information': async (world) => {
    await registeredAndVerified(world);
    return profileStep(
      world,
      service(world, FinancialInfoPresenter).form,
      {
        Occupation: 'occupation',
        'Source of funds': 'sourceOfFunds',
        'Other source of funds': 'sourceOfFundsOther',
        Nationality: 'nationality',
      },
      { occupation: 'FINANCE', sourceOfFunds: 'PERSONAL_SAVINGS', nationality: 'FR' },
    );
  },
};

/**
 * The forms as their screens show them, in-process: each form is its screen's presenter, the
 * visitor's typing its setters, and an answer the message it shows, in the locale files' words.
 */
export class ApplicationForms implements FormTasks {
  private screen: ScreenForm | null = null;

  constructor(private readonly world: ShopWorld) {}

  async fillInCorrectly(name: string): Promise<void> {
    const open = SCREENS[name];
    assert.ok(open, `no screen with a "${name}" form`);
    this.screen = await open(this.world);
    for (const [field, value] of Object.entries(this.screen.correct)) this.screen.set(field, value);
  }

  fill(label: string, value: string): Promise<void> {
    this.current().set(this.fieldOf(label), value);
    return Promise.resolve();
  }

  untickTerms(): Promise<void> {
    this.current().set(this.fieldOf('Terms and conditions'), 'unticked');
    return Promise.resolve();
  }

  async answerFor(label: string): Promise<string | null> {
    return shownText(await this.current().check(this.fieldOf(label)));
  }

  canBeSent(): Promise<boolean> {
    return this.current().send();
  }

  preselectedDialCountry(name: string): Promise<string> {
    assert.equal(name, 'sign-up', `no screen with a dial country for the "${name}" form`);
    return Promise.resolve(service(this.world, AuthorizationPresenter).values.countryIso);
  }

  private current(): ScreenForm {
    assert.ok(this.screen, 'no form is being filled in');
    return this.screen;
  }

  private fieldOf(label: string): string {
    const field = this.current().fields[label];
    assert.ok(field, `the form has no "${label}" field`);
    return field;
  }
}
