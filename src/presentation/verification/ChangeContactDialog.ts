import { makeAutoObservable } from 'mobx';
import { orderedCountries, type SupportedCountry } from '../../domain/consumer/countries';
import { DEFAULT_DIAL_COUNTRY, DIAL_CODES } from '../../domain/consumer/dialCodes';
import { ChangeEmailForm } from '../../domain/consumer/forms/ChangeEmailForm';
import { ChangePhoneForm } from '../../domain/consumer/forms/ChangePhoneForm';
import { normalisePhoneTyping, phoneToSend } from '../../domain/consumer/phone';
import { validateForm } from '../../domain/validation/validateForm';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import type { ChangeEmail } from '../../application/consumer/usecases/ChangeEmail';
import type { ChangeMobileNumber } from '../../application/consumer/usecases/ChangeMobileNumber';
import type { Result } from '../../application/shared/Result';
import type { FailureWords } from '../calls/failureMessage';
import { FormSubmission } from '../forms/FormSubmission';
import { CHANGE_PHONE_WORDS } from './failure';

/** What the change-of-address and change-of-number dialogs differ by: their fields and their call. */
export interface ContactFields<F extends string> {
  readonly words: FailureWords;
  readonly serverFields: Readonly<Record<string, F>>;
  start(): Record<F, string>;
  /** What a field keeps of what was typed in it. */
  typed?(field: F, text: string, values: Record<F, string>): string;
  /** The rules' message keys for what was typed, and the call that sends it. */
  check(values: Record<F, string>): {
    problems: Partial<Record<F, string>>;
    send: () => Promise<Result<ContactUpdate>>;
  };
}

/** Changes the address or number being verified (SPEC sections 5 and 8); open, with what was typed, until accepted. */
export class ChangeContactDialog<F extends string> {
  open = false;
  values: Record<F, string>;
  readonly change: FormSubmission<F, ContactUpdate>;
  /** What the screen does with the last accepted change (texting a new code), for `submit` to await. */
  private passedOn: Promise<void> = Promise.resolve();

  constructor(
    private readonly fields: ContactFields<F>,
    changed: (update: ContactUpdate) => void | Promise<void>,
  ) {
    this.values = fields.start();
    this.change = new FormSubmission(fields.words, {
      serverFields: fields.serverFields,
      done: (update) => {
        this.open = false;
        this.passedOn = Promise.resolve(changed(update));
      },
    });
    makeAutoObservable<ChangeContactDialog<F>, 'fields' | 'passedOn'>(this, {
      fields: false,
      passedOn: false,
    });
  }

  show(): void {
    this.open = true;
    this.values = this.fields.start();
    this.change.clear();
  }

  close(): void {
    this.open = false;
  }

  type(field: F, text: string): void {
    this.values = { ...this.values, [field]: this.fields.typed?.(field, text, this.values) ?? text };
    this.change.edited(field);
  }

  async submit(): Promise<void> {
    const { problems, send } = this.fields.check(this.values);
    const result = await this.change.submit(problems, send);
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
export function emailFields(changeEmail: ChangeEmail, currentEmail: () => string): ContactFields<'email'> {
  return {
    words: CHANGE_EMAIL_WORDS,
    serverFields: { email: 'email' },
    start: () => ({ email: '' }),
    check: (values) => {
      const form = ChangeEmailForm.from(values, currentEmail());
      return { problems: validateForm(form), send: () => changeEmail.execute(form.email) };
    },
  };
}

export type PhoneField = 'countryIso' | 'number';

function dialCountryOf(countryCode: string | undefined): SupportedCountry {
  const match = orderedCountries().find((country) => DIAL_CODES[country] === countryCode);
  return match ?? DEFAULT_DIAL_COUNTRY;
}

/** Verify Mobile's dialog: dial code, starting from the current number's, and number (typed as SPEC section 5 says). */
export function phoneFields(
  changeMobileNumber: ChangeMobileNumber,
  currentCountryCode: () => string | undefined,
): ContactFields<PhoneField> {
  return {
    words: CHANGE_PHONE_WORDS,
    serverFields: { number: 'number', countryCode: 'countryIso' },
    start: () => ({ countryIso: dialCountryOf(currentCountryCode()), number: '' }),
    typed: (field, text, values) =>
      field === 'number' ? normalisePhoneTyping(text, values.countryIso) : text,
    check: (values) => {
      const form = ChangePhoneForm.from(values);
      const phone = phoneToSend(form.countryIso, form.number);
      return { problems: validateForm(form), send: () => changeMobileNumber.execute(phone) };
    },
  };
}
