import { isSupportedCountry } from './countries';
import { dialCodeFor } from './dialCodes';

/** Length of the national number, counting digits only (spaces do not count). */
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

export const PHONE_KEYS = {
  /** No dial country chosen, or one the shop does not support. */
  dialCountryRequired: 'verify.mobileCountryRequired',
  empty: 'verify.mobileEnterNumber',
  invalidCharacters: 'verify.mobileNumberInvalid',
  allZeros: 'verify.mobileNumberAllZeros',
  countryMismatch: 'verify.mobileCountryMismatch',
  tooShort: 'verify.mobileNumberShort',
  tooLong: 'verify.mobileNumberBig',
} as const;

/** Digits and spaces, with an optional leading plus. */
const PHONE_PATTERN = /^\+?[0-9 ]+$/;

function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+/, '');
}

/** A number written internationally: '+' or '00', then the rest. */
const INTERNATIONAL = /^\s*(\+|00)(.*)$/s;

/** What follows the dial code at the start of `text` (spaces allowed between its digits), or null. */
function afterDialCode(text: string, dialCode: string): string | null {
  const code = new RegExp(`^\\s*${dialCode.split('').join('\\s*')}`);
  const found = code.exec(text);
  return found === null ? null : text.slice(found[0].length).trimStart();
}

/**
 * What a number input keeps while the consumer types or pastes, for the chosen dial country: 'e',
 * '+' and '-' (which a number input lets through) are removed, then leading zeros (the national
 * trunk prefix, e.g. the 0 of 06 in France) since the dial code is chosen apart. Decision: a number
 * written with the chosen country's code ('+33 6 12…', '0033 6 12…') loses that code with its '+' or
 * 00, rather than keeping the code's digits in the national number; one with another country's code
 * keeps its '+', so that the field can say the code does not match the country.
 */
export function normalisePhoneTyping(text: string, country: string): string {
  const international = INTERNATIONAL.exec(text);
  if (international !== null) {
    const [, prefix, rest = ''] = international;
    const digits = rest.replace(/[eE+-]/g, '');
    const dialCode = isSupportedCountry(country) ? dialCodeFor(country) : null;
    const national = dialCode === null ? null : afterDialCode(digits, dialCode);
    if (national !== null && /\d/.test(national)) return withoutLeadingZeros(national);
    if (prefix === '+') return `+${digits}`;
  }
  return withoutLeadingZeros(text.replace(/[eE+-]/g, ''));
}

/**
 * The national number, digits only, as the API wants it next to the dial code; null when the
 * number starts with '+' and a dial code other than the chosen country's.
 * A dial code is only recognised after a leading '+': '33612345678' without it is taken as a
 * national number. Leading zeros of the national number are dropped, as while typing.
 */
export function nationalNumber(text: string, country: string): string | null {
  const typed = text.trim();
  const digits = typed.replace(/\D/g, '');
  if (!typed.startsWith('+')) return withoutLeadingZeros(digits);
  const dialCode = isSupportedCountry(country) ? dialCodeFor(country) : null;
  if (dialCode === null || !digits.startsWith(dialCode)) return null;
  return withoutLeadingZeros(digits.slice(dialCode.length));
}

/** The number as the API takes it: the chosen country's dial code (no '+') and the national number. */
export function phoneToSend(country: string, typed: string): { countryCode: string; number: string } {
  return {
    countryCode: isSupportedCountry(country) ? dialCodeFor(country) : '',
    number: nationalNumber(typed, country) ?? typed,
  };
}

/**
 * The first broken phone rule as a message key, or null. Order: required, characters, all zeros,
 * dial code matches the country, then the national number length (6 to 15 digits).
 */
export function phoneNumberProblem(text: string, country: string): string | null {
  const typed = text.trim();
  if (typed === '') return PHONE_KEYS.empty;
  if (!PHONE_PATTERN.test(typed)) return PHONE_KEYS.invalidCharacters;
  const digits = typed.replace(/\D/g, '');
  if (digits === '') return PHONE_KEYS.invalidCharacters;
  if (/^0+$/.test(digits)) return PHONE_KEYS.allZeros;
  const national = nationalNumber(typed, country);
  if (national === null) return PHONE_KEYS.countryMismatch;
  if (national.length < PHONE_MIN_DIGITS) return PHONE_KEYS.tooShort;
  if (national.length > PHONE_MAX_DIGITS) return PHONE_KEYS.tooLong;
  return null;
}
