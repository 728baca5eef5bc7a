/**
 * What the date-of-birth rules (dateOfBirth.ts) tell and the age they ask, apart from the date library
 * that applies them: the texts quoting them (messages, the landing and terms pages) need not download it.
 */
export const MINIMUM_AGE_YEARS = 18;

export const DATE_OF_BIRTH_KEYS = {
  required: 'register.errors.dateOfBirth.required',
  invalid: 'register.errors.dateOfBirth.invalid',
  tooYoung: 'minAgeRequired',
} as const;
