import { emailAddress, required, textOf } from '../../validation/checks';
import type { FieldCheck } from '../../validation/FieldCheck';
import { codeProblem } from '../code';
import { isSupportedCountry } from '../countries';
import { dateOfBirthProblem } from '../dateOfBirth';
import { EMAIL_KEYS, isSameEmail } from '../email';
import { passwordProblem } from '../password';
import { PHONE_KEYS, phoneNumberProblem } from '../phone';

/** Rules shared by several consumer forms, as field checks in their fixed order. */

export function emailChecks(keys: { empty: string; invalid: string }): FieldCheck[] {
  return [required(keys.empty), emailAddress(keys.invalid)];
}

export const newEmailDiffers: FieldCheck<{ currentEmail: string }> = (value, form) =>
  isSameEmail(textOf(value), form.currentEmail) ? EMAIL_KEYS.unchanged : null;

export const dialCountryCheck: FieldCheck = (value) =>
  isSupportedCountry(textOf(value)) ? null : PHONE_KEYS.dialCountryRequired;

export const phoneNumberCheck: FieldCheck<{ countryIso: string }> = (value, form) =>
  phoneNumberProblem(textOf(value), form.countryIso);

/** The password rule, up to the form's `passwordMax` (the secure input's on the screens, the issuer's in the sandbox). */
export const passwordCheck: FieldCheck<{ passwordMax: number }> = (value, form) =>
  passwordProblem(textOf(value), form.passwordMax);

export const codeCheck: FieldCheck = (value) => codeProblem(textOf(value));

export const dateOfBirthCheck: FieldCheck<{ today: Date }> = (value, form) =>
  dateOfBirthProblem(textOf(value), form.today);
