import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import enAuth from '../../locales/en/auth.json';
import enRegister from '../../locales/en/register.json';
import enValidation from '../../locales/en/validation.json';
import enVerify from '../../locales/en/verify.json';
import { formatCodeTyping, isCodeComplete } from '../../src/domain/consumer/code';
import { orderedCountries, isSupportedCountry } from '../../src/domain/consumer/countries';
import { dialCodeFor } from '../../src/domain/consumer/dialCodes';
import { normalisePhoneTyping } from '../../src/domain/consumer/phone';
import { AddressInfoForm } from '../../src/domain/consumer/forms/AddressInfoForm';
import { ChangeEmailForm } from '../../src/domain/consumer/forms/ChangeEmailForm';
import { ChangePhoneForm } from '../../src/domain/consumer/forms/ChangePhoneForm';
import { FinancialInfoForm } from '../../src/domain/consumer/forms/FinancialInfoForm';
import { LoginForm } from '../../src/domain/consumer/forms/LoginForm';
import { messageValues } from '../../src/domain/consumer/forms/messageValues';
import { PasswordResetResumeForm } from '../../src/domain/consumer/forms/PasswordResetResumeForm';
import { PasswordResetStartForm } from '../../src/domain/consumer/forms/PasswordResetStartForm';
import { PersonalInfoForm } from '../../src/domain/consumer/forms/PersonalInfoForm';
import { RegisterForm } from '../../src/domain/consumer/forms/RegisterForm';
import { VerificationCodeForm } from '../../src/domain/consumer/forms/VerificationCodeForm';
import { validateForm } from '../../src/domain/validation/validateForm';
import { ScenarioKey, type ShopWorld } from '../support/world';

type Values = Record<string, string>;
type Errors = Partial<Record<string, string>>;

interface FormState {
  kind: FormKind | null;
  values: Values;
  termsTicked: boolean;
  today: Date;
  currentEmail: string;
  typed: string;
}

/** A form family of the product: its field labels, correct values and how it is checked. */
interface FormKind {
  name: string;
  /** Field label as the consumer reads it → the form's field. */
  fields: Record<string, string>;
  correct: Values;
  check: (values: Values, state: FormState) => Errors;
  /** The dial country a fresh form starts with, for phone forms. */
  initialDialCountry?: () => string;
}

const field = (values: Values, name: string): string => values[name] ?? '';

const FORM_KINDS: FormKind[] = [
  {
    name: 'sign-up',
    fields: {
      'E-mail': 'email',
      'Dial country': 'countryIso',
      'Mobile number': 'number',
      Password: 'password',
      'Terms and conditions': 'acceptedTerms',
    },
    correct: { email: 'jane@example.com', countryIso: 'FR', number: '6 12 34 56 78', password: 'secret123' },
    check: (v, s) =>
      validateForm(
        RegisterForm.from({
          email: field(v, 'email'),
          countryIso: field(v, 'countryIso'),
          number: field(v, 'number'),
          password: field(v, 'password'),
          acceptedTerms: s.termsTicked,
        }),
      ),
    initialDialCountry: () => RegisterForm.from({}).countryIso,
  },
  {
    name: 'sign-in',
    fields: { 'E-mail': 'email', Password: 'password' },
    correct: { email: 'jane@example.com', password: 'secret123' },
    check: (v) => validateForm(LoginForm.from({ email: field(v, 'email'), password: field(v, 'password') })),
  },
  {
    name: 'password reset',
    fields: { 'E-mail': 'email' },
    correct: { email: 'jane@example.com' },
    check: (v) => validateForm(PasswordResetStartForm.from({ email: field(v, 'email') })),
  },
  {
    name: 'new password',
    fields: { 'New password': 'newPassword' },
    correct: { newPassword: 'secret123' },
    check: (v) => validateForm(PasswordResetResumeForm.from({ newPassword: field(v, 'newPassword') })),
  },
  {
    name: 'code',
    fields: { Code: 'code' },
    correct: { code: '12-34-56' },
    check: (v) => validateForm(VerificationCodeForm.from({ code: field(v, 'code') })),
  },
  {
    name: 'personal information',
    fields: { Name: 'name', Surname: 'surname', 'Date of birth': 'dateOfBirth' },
    correct: { name: 'Jane', surname: 'Doe', dateOfBirth: '15/06/1990' },
    check: (v, s) =>
      validateForm(
        PersonalInfoForm.from(
          { name: field(v, 'name'), surname: field(v, 'surname'), dateOfBirth: field(v, 'dateOfBirth') },
          s.today,
        ),
      ),
  },
  {
    name: 'address',
    fields: {
      'Address line 1': 'addressLine1',
      'Address line 2': 'addressLine2',
      City: 'city',
      Region: 'state',
      'Postal code': 'postCode',
      Country: 'country',
    },
    correct: { addressLine1: '12 rue de la Paix', city: 'Paris', postCode: '75002', country: 'FR' },
    check: (v) =>
      validateForm(
        AddressInfoForm.from({
          addressLine1: field(v, 'addressLine1'),
          addressLine2: field(v, 'addressLine2'),
          city: field(v, 'city'),
          state: field(v, 'state'),
          postCode: field(v, 'postCode'),
          country: field(v, 'country'),
        }),
      ),
  },
  {
    name: 'financial information',
    fields: {
      Occupation: 'occupation',
      'Source of funds': 'sourceOfFunds',
      'Other source of funds': 'sourceOfFundsOther',
      Nationality: 'nationality',
    },
    correct: { occupation: 'FINANCE', sourceOfFunds: 'PERSONAL_SAVINGS', nationality: 'FR' },
    check: (v) =>
      validateForm(
        FinancialInfoForm.from({
          occupation: field(v, 'occupation'),
          sourceOfFunds: field(v, 'sourceOfFunds'),
          sourceOfFundsOther: field(v, 'sourceOfFundsOther'),
          nationality: field(v, 'nationality'),
        }),
      ),
  },
  {
    name: 'e-mail change',
    fields: { 'New e-mail': 'email' },
    correct: { email: 'jane.new@example.com' },
    check: (v, s) => validateForm(ChangeEmailForm.from({ email: field(v, 'email') }, s.currentEmail)),
  },
  {
    name: 'phone change',
    fields: { 'Dial country': 'countryIso', 'Mobile number': 'number' },
    correct: { countryIso: 'FR', number: '6 12 34 56 78' },
    check: (v) =>
      validateForm(ChangePhoneForm.from({ countryIso: field(v, 'countryIso'), number: field(v, 'number') })),
    initialDialCountry: () => ChangePhoneForm.from({}).countryIso,
  },
];

const formState = new ScenarioKey<FormState>('validation form', () => ({
  kind: null,
  values: {},
  termsTicked: true,
  today: new Date(2024, 5, 15, 12),
  currentEmail: 'jane@example.com',
  typed: '',
}));

function formKind(name: string): FormKind {
  const kind = FORM_KINDS.find((candidate) => candidate.name === name);
  assert.ok(kind, `no form called "${name}"`);
  return kind;
}

function currentKind(state: FormState): FormKind {
  assert.ok(state.kind, 'no form is being filled in');
  return state.kind;
}

function fieldName(state: FormState, label: string): string {
  const name = currentKind(state).fields[label];
  assert.ok(name, `the ${currentKind(state).name} form has no "${label}" field`);
  return name;
}

/** A valid text of `length` characters for the field, so only its length is on trial. */
function textOfLength(name: string, length: number): string {
  const pattern: Record<string, string> = {
    password: 'a1',
    newPassword: 'a1',
    addressLine1: '1 a',
    postCode: '1',
  };
  const unit = pattern[name] ?? 'a';
  return unit.repeat(length).slice(0, length);
}

/** Day typed as DD/MM/YYYY, as a local calendar day. */
function calendarDay(text: string): Date {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  assert.ok(match, `"${text}" is not a DD/MM/YYYY date`);
  return new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1]), 12);
}

type Catalogue = { [key: string]: string | Catalogue };
const ENGLISH: Catalogue = { ...enAuth, ...enVerify, ...enRegister, ...enValidation };

/** The English text of a message key, with its bounds filled in, as the consumer reads it. */
function englishText(key: string): string {
  let node: string | Catalogue | undefined = ENGLISH;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  assert.equal(typeof node, 'string', `no English text for ${key}`);
  const values = messageValues(key);
  return String(node).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

function answerFor(state: FormState, label: string): string {
  const errors = currentKind(state).check(state.values, state);
  const key = errors[fieldName(state, label)];
  return key === undefined ? 'accepted' : englishText(key);
}

Given('a correctly filled-in {string} form', function (this: ShopWorld, name: string) {
  const state = this.state(formState);
  state.kind = formKind(name);
  state.values = { ...state.kind.correct };
  state.termsTicked = true;
});

Given('the personal information is checked on {string}', function (this: ShopWorld, day: string) {
  this.state(formState).today = calendarDay(day);
});

Given("the consumer's current e-mail address is {string}", function (this: ShopWorld, email: string) {
  this.state(formState).currentEmail = email;
});

When(
  'the {string} field of the form holds {string}',
  function (this: ShopWorld, label: string, value: string) {
    const state = this.state(formState);
    state.values[fieldName(state, label)] = value;
  },
);

When('the {string} field of the form is left empty', function (this: ShopWorld, label: string) {
  const state = this.state(formState);
  state.values[fieldName(state, label)] = '';
});

When(
  'the {string} field of the form holds {int} characters',
  function (this: ShopWorld, label: string, length: number) {
    const state = this.state(formState);
    const name = fieldName(state, label);
    state.values[name] = textOfLength(name, length);
  },
);

When(
  'the {string} field of the form holds {int} digits',
  function (this: ShopWorld, label: string, count: number) {
    const state = this.state(formState);
    state.values[fieldName(state, label)] = '6'.repeat(count);
  },
);

When('the terms and conditions box is left unticked', function (this: ShopWorld) {
  this.state(formState).termsTicked = false;
});

When('the visitor types {string} into the mobile number box', function (this: ShopWorld, typed: string) {
  this.state(formState).typed = normalisePhoneTyping(typed);
});

When('the visitor types {string} into the code box', function (this: ShopWorld, typed: string) {
  // Each keystroke is formatted from what the box already shows plus the new character.
  const state = this.state(formState);
  state.typed = [...typed].reduce((shown, character) => formatCodeTyping(shown + character), '');
});

Then('the form can be sent', function (this: ShopWorld) {
  const state = this.state(formState);
  assert.deepEqual(currentKind(state).check(state.values, state), {});
});

Then('the form accepts the {string} field', function (this: ShopWorld, label: string) {
  assert.equal(answerFor(this.state(formState), label), 'accepted');
});

Then(
  "the form's answer for the {string} field is {string}",
  function (this: ShopWorld, label: string, answer: string) {
    assert.equal(answerFor(this.state(formState), label), answer);
  },
);

Then('the mobile number box keeps {string}', function (this: ShopWorld, kept: string) {
  assert.equal(this.state(formState).typed, kept);
});

Then('the code box shows {string}', function (this: ShopWorld, shown: string) {
  assert.equal(this.state(formState).typed, shown);
});

Then(
  /^the code is (sent without pressing a button|waiting for more digits)$/,
  function (this: ShopWorld, how: string) {
    assert.equal(isCodeComplete(this.state(formState).typed), how === 'sent without pressing a button');
  },
);

Then(
  'the dial code offered for {string} is {string}',
  function (this: ShopWorld, country: string, code: string) {
    assert.ok(isSupportedCountry(country), `${country} is not a supported country`);
    assert.equal(`+${dialCodeFor(country)}`, code);
  },
);

Then(
  'the dial country preselected in the {string} form is {string}',
  function (this: ShopWorld, name: string, country: string) {
    const initial = formKind(name).initialDialCountry;
    assert.ok(initial, `the ${name} form has no dial country`);
    assert.equal(initial(), country);
  },
);

Then('the address country list starts with {string}', function (this: ShopWorld, first: string) {
  const expected = first.split(',').map((country) => country.trim());
  assert.deepEqual(orderedCountries().slice(0, expected.length), expected);
});

Then('the address country list offers {int} countries', function (this: ShopWorld, count: number) {
  assert.equal(orderedCountries().length, count);
});

Then('the country preselected in the address form is {string}', function (this: ShopWorld, country: string) {
  assert.equal(AddressInfoForm.from({}).country, country);
});
