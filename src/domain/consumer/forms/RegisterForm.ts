import { ticked } from '../../validation/checks';
import { FieldRules } from '../../validation/FieldRules';
import { DEFAULT_DIAL_COUNTRY } from '../dialCodes';
import { EMAIL_KEYS, normaliseEmailInput } from '../email';
import { SECURE_INPUT_MAX } from '../password';
import { dialCountryCheck, emailChecks, passwordCheck, phoneNumberCheck } from './consumerChecks';

export const TERMS_KEYS = { required: 'auth.errors.terms.required' } as const;

export interface RegisterValues {
  email: string;
  /** The country whose dial code goes with the number (ISO alpha-2). */
  countryIso: string;
  number: string;
  password: string;
  acceptedTerms: boolean;
}

/** The register tab of the Authorization screen (SPEC sections 2 and 5). */
export class RegisterForm implements RegisterValues {
  @FieldRules(...emailChecks(EMAIL_KEYS))
  email = '';

  @FieldRules(dialCountryCheck)
  countryIso: string = DEFAULT_DIAL_COUNTRY;

  @FieldRules(phoneNumberCheck)
  number = '';

  @FieldRules(passwordCheck)
  password = '';

  @FieldRules(ticked(TERMS_KEYS.required))
  acceptedTerms = false;

  /** The longest password accepted: what the secure input takes, unless the issuer checks (PASSWORD_MAX). */
  passwordMax: number = SECURE_INPUT_MAX;

  static from(values: Partial<RegisterValues>, passwordMax = SECURE_INPUT_MAX): RegisterForm {
    const form = new RegisterForm();
    form.passwordMax = passwordMax;
    form.email = normaliseEmailInput(values.email ?? '');
    form.countryIso = values.countryIso ?? DEFAULT_DIAL_COUNTRY;
    form.number = (values.number ?? '').trim();
    form.password = values.password ?? '';
    form.acceptedTerms = values.acceptedTerms ?? false;
    return form;
  }
}
