import assert from 'node:assert/strict';
import { AddressInfoForm } from '../../../../../src/domain/consumer/forms/AddressInfoForm';
import { ChangeEmailForm } from '../../../../../src/domain/consumer/forms/ChangeEmailForm';
import { ChangePhoneForm } from '../../../../../src/domain/consumer/forms/ChangePhoneForm';
import { FinancialInfoForm } from '../../../../../src/domain/consumer/forms/FinancialInfoForm';
import { LoginForm } from '../../../../../src/domain/consumer/forms/LoginForm';
import { PasswordResetResumeForm } from '../../../../../src/domain/consumer/forms/PasswordResetResumeForm';
import { PasswordResetStartForm } from '../../../../../src/domain/consumer/forms/PasswordResetStartForm';
import { PersonalInfoForm } from '../../../../../src/domain/consumer/forms/PersonalInfoForm';
import { RegisterForm } from '../../../../../src/domain/consumer/forms/RegisterForm';
import { VerificationCodeForm } from '../../../../../src/domain/consumer/forms/VerificationCodeForm';
import { validateForm } from '../../../../../src/domain/validation/validateForm';
import { shownText } from '../../../locale/shownText';
import type { FormTasks } from '../FormTasks';
import { NAMED_FORMS, type NamedForm } from '../namedForms';

type Values = Record<string, string>;

/** What the rule is checked against besides the fields: the day, the address being replaced. */
export interface RuleContext {
  today: Date;
  currentEmail: string;
  termsTicked: boolean;
}

/** A form of the shop's rules: its field labels, correct values and the domain form it builds. */
interface RuleForm extends NamedForm {
  name: keyof typeof NAMED_FORMS;
  build(values: Values, context: RuleContext): object;
  initialDialCountry?: () => string;
}

const value = (values: Values, name: string): string => values[name] ?? '';

const RULE_FORMS: RuleForm[] = [
  {
    name: 'sign-up',
    ...NAMED_FORMS['sign-up'],
    build: (v, c) =>
      RegisterForm.from({
        email: value(v, 'email'),
        countryIso: value(v, 'countryIso'),
        number: value(v, 'number'),
        password: value(v, 'password'),
        acceptedTerms: c.termsTicked,
      }),
    initialDialCountry: () => RegisterForm.from({}).countryIso,
  },
  {
    name: 'sign-in',
    ...NAMED_FORMS['sign-in'],
    build: (v) => LoginForm.from({ email: value(v, 'email'), password: value(v, 'password') }),
  },
  {
    name: 'password reset',
    ...NAMED_FORMS['password reset'],
    build: (v) => PasswordResetStartForm.from({ email: value(v, 'email') }),
  },
  {
    name: 'new password',
    ...NAMED_FORMS['new password'],
    build: (v) => PasswordResetResumeForm.from({ newPassword: value(v, 'newPassword') }),
  },
  {
    name: 'code',
    ...NAMED_FORMS['code'],
    build: (v) => VerificationCodeForm.from({ code: value(v, 'code') }),
  },
  {
    name: 'personal information',
    ...NAMED_FORMS['personal information'],
    build: (v, c) =>
      PersonalInfoForm.from(
        { name: value(v, 'name'), surname: value(v, 'surname'), dateOfBirth: value(v, 'dateOfBirth') },
        c.today,
      ),
  },
  {
    name: 'address',
    ...NAMED_FORMS['address'],
    build: (v) =>
      AddressInfoForm.from({
        addressLine1: value(v, 'addressLine1'),
        addressLine2: value(v, 'addressLine2'),
        city: value(v, 'city'),
        state: value(v, 'state'),
        postCode: value(v, 'postCode'),
        country: value(v, 'country'),
      }),
  },
  {
    name: 'financial information',
    ...NAMED_FORMS['financial information'],
    build: (v) =>
      FinancialInfoForm.from({
        occupation: value(v, 'occupation'),
        sourceOfFunds: value(v, 'sourceOfFunds'),
        sourceOfFundsOther: value(v, 'sourceOfFundsOther'),
        nationality: value(v, 'nationality'),
      }),
  },
  {
    name: 'e-mail change',
    ...NAMED_FORMS['e-mail change'],
    build: (v, c) => ChangeEmailForm.from({ email: value(v, 'email') }, c.currentEmail),
  },
  {
    name: 'phone change',
    ...NAMED_FORMS['phone change'],
    build: (v) => ChangePhoneForm.from({ countryIso: value(v, 'countryIso'), number: value(v, 'number') }),
    initialDialCountry: () => ChangePhoneForm.from({}).countryIso,
  },
];

function ruleForm(name: string): RuleForm {
  const form = RULE_FORMS.find((candidate) => candidate.name === name);
  assert.ok(form, `no form called "${name}"`);
  return form;
}

/** The DD/MM/YYYY day as a local calendar day, at noon. */
function calendarDay(text: string): Date {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  assert.ok(match, `"${text}" is not a DD/MM/YYYY date`);
  return new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1]), 12);
}

/**
 * The forms checked on the shop's rules directly (for `Rule:` scenarios only): the domain form's
 * message for a field, in the words of the locale files.
 */
export class RuleForms implements FormTasks {
  private form: RuleForm | null = null;
  private values: Values = {};
  private readonly context: RuleContext = {
    today: new Date(2024, 5, 15, 12),
    currentEmail: 'jane@example.com',
    termsTicked: true,
  };

  /** The day the rules are checked on, typed DD/MM/YYYY. */
  checkOn(day: string): void {
    this.context.today = calendarDay(day);
  }

  /** The address a new e-mail address must differ from. */
  replacingEmail(email: string): void {
    this.context.currentEmail = email;
  }

  fillInCorrectly(name: string): Promise<void> {
    this.form = ruleForm(name);
    this.values = { ...this.form.correct };
    this.context.termsTicked = true;
    return Promise.resolve();
  }

  fill(label: string, text: string): Promise<void> {
    this.values[this.fieldOf(label)] = text;
    return Promise.resolve();
  }

  untickTerms(): Promise<void> {
    this.context.termsTicked = false;
    return Promise.resolve();
  }

  answerFor(label: string): Promise<string | null> {
    const key = this.problems()[this.fieldOf(label)];
    return Promise.resolve(key === undefined ? null : shownText({ key }));
  }

  noteFor(): Promise<string | null> {
    return Promise.reject(new Error('a note is shown by a field on its screen, not by the rules'));
  }

  canBeSent(): Promise<boolean> {
    return Promise.resolve(Object.keys(this.problems()).length === 0);
  }

  preselectedDialCountry(name: string): Promise<string> {
    const initial = ruleForm(name).initialDialCountry;
    assert.ok(initial, `the ${name} form has no dial country`);
    return Promise.resolve(initial());
  }

  private problems(): Partial<Record<string, string>> {
    return validateForm(this.current().build(this.values, this.context));
  }

  private current(): RuleForm {
    assert.ok(this.form, 'no form is being filled in');
    return this.form;
  }

  private fieldOf(label: string): string {
    const field = this.current().fields[label];
    assert.ok(field, `the ${this.current().name} form has no "${label}" field`);
    return field;
  }
}
