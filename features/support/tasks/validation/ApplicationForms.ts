import assert from 'node:assert/strict';
import { register, verifyEmailAndMobile } from '../../../../src/composition/testing/sandboxApp';
import {
  AuthorizationPresenter,
  type RegisterField,
} from '../../../../src/presentation/auth/AuthorizationPresenter';
import { PasswordResetResumePresenter } from '../../../../src/presentation/auth/PasswordResetResumePresenter';
import { PasswordResetStartPresenter } from '../../../../src/presentation/auth/PasswordResetStartPresenter';
import { passwordFullNote } from '../../../../src/presentation/auth/authMessages';
import type { Message } from '../../../../src/presentation/messages/Message';
import { AddressInfoPresenter } from '../../../../src/presentation/registration/AddressInfoPresenter';
import { FinancialInfoPresenter } from '../../../../src/presentation/registration/FinancialInfoPresenter';
import { PersonalInfoPresenter } from '../../../../src/presentation/registration/PersonalInfoPresenter';
import type { ProfileStepPresenter } from '../../../../src/presentation/registration/ProfileStepPresenter';
import { Navigation } from '../../../../src/presentation/shell/Navigation';
import { shownText } from '../../locale/shownText';
import { app, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { FormTasks } from './FormTasks';
import { NAMED_FORMS, type NamedForm } from './namedForms';

/** One screen's form as the visitor uses it: fields by label, and the message each one shows. */
interface ScreenForm extends NamedForm {
  set(field: string, value: string): void;
  /** The message the field shows once checked (on leaving it, or on sending for the profile steps). */
  check(field: string): Promise<Message | null>;
  /** Sends the form: whether it went on to the next screen with nothing refused. */
  send(): Promise<boolean>;
  /** The note the field shows as it is (only the password fields have one). */
  note?(field: string): Message | null;
}

/** Whether the presenter sent the visitor on to another page. */
function wentOn(world: ShopWorld): boolean {
  return service(world, Navigation).take() !== null;
}

function signUp(world: ShopWorld): ScreenForm {
  const screen = service(world, AuthorizationPresenter);
  screen.enter({ params: {}, query: { reg: 'true', kyc: null } });
  const setters: Record<string, (value: string) => void> = {
    email: (value) => screen.register.set('email', value),
    countryIso: (value) => screen.chooseDialCountry(value),
    number: (value) => screen.register.set('number', value),
    password: (value) => screen.register.set('password', value),
    acceptedTerms: (value) => screen.setAcceptedTerms(value === 'ticked'),
  };
  return {
    ...NAMED_FORMS['sign-up'],
    set: (field, value) => setters[field]?.(value),
    check: (field) => {
      screen.register.blur(field as RegisterField);
      return Promise.resolve(screen.register.fieldMessage(field as RegisterField));
    },
    send: async () => {
      await screen.submitRegister();
      return screen.register.failure === null && wentOn(world);
    },
    note: (field) => (field === 'password' ? passwordFullNote(screen.register.values.password) : null),
  };
}

function signIn(world: ShopWorld): ScreenForm {
  const form = service(world, AuthorizationPresenter).signIn;
  return {
    ...NAMED_FORMS['sign-in'],
    set: (field, value) => (field === 'email' ? form.set('email', value) : form.set('password', value)),
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
    ...NAMED_FORMS['password reset'],
    set: (_field, value) => screen.send.set('email', value),
    check: () => {
      screen.send.blur('email');
      return Promise.resolve(screen.send.fieldMessage('email'));
    },
    send: () => Promise.reject(new Error('no scenario sends the password reset here')),
  };
}

function newPassword(world: ShopWorld): ScreenForm {
  const screen = service(world, PasswordResetResumePresenter);
  screen.enter({ params: { nonce: 'nonce-from-the-link', email: 'jane@example.com' }, query: {} });
  return {
    ...NAMED_FORMS['new password'],
    set: (_field, value) => screen.save.set('newPassword', value),
    check: () => {
      screen.save.blur('newPassword');
      return Promise.resolve(screen.save.fieldMessage('newPassword'));
    },
    send: () => Promise.reject(new Error('no scenario sends the new password here')),
    note: () => passwordFullNote(screen.save.values.newPassword),
  };
}

/** A registration step's form, for a consumer whose e-mail and mobile are verified. */
function profileStep<F extends string>(
  world: ShopWorld,
  form: ProfileStepPresenter<F>,
  named: NamedForm,
): ScreenForm {
  // The step starts filled in correctly: a scenario changes only the field it is about.
  for (const [field, value] of Object.entries(named.correct)) form.set(field as F, value);
  return {
    fields: named.fields,
    correct: {},
    set: (field, value) => form.set(field as F, value),
    check: async (field) => {
      await form.submit();
      return form.submission.fieldMessage(field as F);
    },
    send: async () => {
      await form.submit();
      return (
        Object.keys(form.submission.errors).length === 0 && form.submission.failure === null && wentOn(world)
      );
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
    return profileStep(world, service(world, PersonalInfoPresenter), NAMED_FORMS['personal information']);
  },
  address: async (world) => {
    await registeredAndVerified(world);
    return profileStep(world, service(world, AddressInfoPresenter), NAMED_FORMS.address);
  },
  'financial information': async (world) => {
    await registeredAndVerified(world);
    return profileStep(world, service(world, FinancialInfoPresenter), NAMED_FORMS['financial information']);
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

  noteFor(label: string): Promise<string | null> {
    const field = this.fieldOf(label);
    return Promise.resolve(shownText(this.current().note?.(field) ?? null));
  }

  canBeSent(): Promise<boolean> {
    return this.current().send();
  }

  preselectedDialCountry(name: string): Promise<string> {
    assert.equal(name, 'sign-up', `no screen with a dial country for the "${name}" form`);
    return Promise.resolve(service(this.world, AuthorizationPresenter).register.values.countryIso);
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
