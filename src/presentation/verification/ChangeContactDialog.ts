import { makeAutoObservable } from 'mobx';
import { orderedCountries, type SupportedCountry } from '../../domain/consumer/countries';
import { DEFAULT_DIAL_COUNTRY, DIAL_CODES } from '../../domain/consumer/dialCodes';
import { ChangeEmailForm } from '../../domain/consumer/forms/ChangeEmailForm';
import { ChangePhoneForm, type ChangePhoneValues } from '../../domain/consumer/forms/ChangePhoneForm';
import { normalisePhoneTyping, phoneToSend } from '../../domain/consumer/phone';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import type { ChangeEmail } from '../../application/consumer/usecases/ChangeEmail';
import type { ChangeMobileNumber } from '../../application/consumer/usecases/ChangeMobileNumber';
import type { Result } from '../../application/shared/Result';
import type { FailureWords } from '../calls/failureMessage';
import { FormModel, type FormOptions } from '../forms/FormModel';
import { CHANGE_PHONE_WORDS } from './failure';

/** What the change-of-address and change-of-number dialogs differ by: their fields and their call. */
export interface ContactFields<F extends string, Rules extends object = object> extends Omit<
  FormOptions<Record<F, string>, Rules, ContactUpdate>,
  'done'
> {
  readonly words: FailureWords;
  start(): Record<F, string>;
  send(form: Rules): Promise<Result<ContactUpdate>>;
}

/** Changes the address or number being verified (SPEC sections 5 and 8); open, with what was typed, until accepted. */
export class ChangeContactDialog<F extends string, Rules extends object = object> {
  open = false;
  readonly change: FormModel<Record<F, string>, Rules, ContactUpdate>;
  /** What the screen does with the last accepted change (texting a new code), for `submit` to await. */
  private passedOn: Promise<void> = Promise.resolve();

  constructor(
    private readonly fields: ContactFields<F, Rules>,
    changed: (update: ContactUpdate) => void | Promise<void>,
  ) {
    this.change = new FormModel(fields.words, fields.start(), {
      ...fields,
      done: (update) => {
        this.open = false;
        this.passedOn = Promise.resolve(changed(update));
      },
    });
    makeAutoObservable<ChangeContactDialog<F, Rules>, 'fields' | 'passedOn'>(this, {
      fields: false,
      passedOn: false,
    });
  }

  show(): void {
    this.open = true;
    this.change.reset(this.fields.start());
  }

  close(): void {
    this.open = false;
  }

  async submit(): Promise<void> {
    const result = await this.change.submit((form) => this.fields.send(form));
    if (result?.ok) await this.passedOn;
  }
}

/** A lost session says verify.emailUpdateError; other failures the form text with the server's error. */
const CHANGE_EMAIL_WORDS = {
  codes: { freshCodeRequired: 'verification.errors.changePending' },
  signIn: 'verify.emailUpdateError',
  serverWords: 'reference',
  otherwise: 'verification.changeEmail.formError',
} as const satisfies FailureWords;

/** Verify Email's dialog: a new address, which must differ from the current one. */
export function emailFields(
  changeEmail: ChangeEmail,
  currentEmail: () => string,
): ContactFields<'email', ChangeEmailForm> {
  return {
    words: CHANGE_EMAIL_WORDS,
    start: () => ({ email: '' }),
    rules: (values) => ChangeEmailForm.from(values, currentEmail()),
    send: (form) => changeEmail.execute(form.email),
  };
}

export type PhoneField = keyof ChangePhoneValues;

function dialCountryOf(countryCode: string | undefined): SupportedCountry {
  const match = orderedCountries().find((country) => DIAL_CODES[country] === countryCode);
  return match ?? DEFAULT_DIAL_COUNTRY;
}

/** Verify Mobile's dialog: dial code, starting from the current number's, and number (typed as SPEC section 5 says). */
export function phoneFields(
  changeMobileNumber: ChangeMobileNumber,
  currentCountryCode: () => string | undefined,
): ContactFields<PhoneField, ChangePhoneForm> {
  return {
    words: CHANGE_PHONE_WORDS,
    serverFields: { countryCode: 'countryIso' },
    start: () => ({ countryIso: dialCountryOf(currentCountryCode()), number: '' }),
    typed: (field, text, values) =>
      field === 'number' ? normalisePhoneTyping(text, values.countryIso) : text,
    rules: (values) => ChangePhoneForm.from(values),
    send: (form) => changeMobileNumber.execute(phoneToSend(form.countryIso, form.number)),
  };
}
