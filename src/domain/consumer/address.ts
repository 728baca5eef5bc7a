/** Field lengths of the address step (SPEC section 9). */
export const ADDRESS_LINE_MAX = 50;
export const CITY_MAX = 20;
export const POST_CODE_MAX = 10;
export const STATE_MAX = 50;

/** Letters, digits, space and hyphen. */
export const POST_CODE_PATTERN = /^[A-Za-z0-9 -]+$/;

/** Free-text fields of the registration steps refuse anything that looks like an HTML tag. */
export const NO_TAGS_KEY = 'register.errors.noTags';

export const ADDRESS_KEYS = {
  noTags: NO_TAGS_KEY,
  addressLine1: {
    required: 'register.errors.addressLine1.required',
    tooLong: 'register.errors.addressLine1.tooLong',
    needsLettersAndDigits: 'register.errors.addressLine1.needsLettersAndDigits',
  },
  addressLine2: { tooLong: 'register.errors.addressLine2.tooLong' },
  city: { required: 'register.errors.city.required', tooLong: 'register.errors.city.tooLong' },
  postCode: {
    required: 'register.errors.postCode.required',
    tooLong: 'register.errors.postCode.tooLong',
    invalid: 'register.errors.postCode.invalid',
  },
  state: { tooLong: 'register.errors.state.tooLong' },
  country: {
    required: 'register.errors.country.required',
    unsupported: 'register.errors.country.unsupported',
  },
} as const;

/** A street line needs a number and a street name: at least one letter (any alphabet) and one digit. */
export function hasLettersAndDigits(text: string): boolean {
  return /\p{L}/u.test(text) && /\d/.test(text);
}
