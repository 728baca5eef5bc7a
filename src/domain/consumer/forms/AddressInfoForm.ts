import { matches, maxLength, noTags, required, textOf } from '../../validation/checks';
import type { FieldCheck } from '../../validation/FieldCheck';
import { FieldRules } from '../../validation/FieldRules';
import {
  ADDRESS_KEYS,
  ADDRESS_LINE_MAX,
  CITY_MAX,
  POST_CODE_MAX,
  POST_CODE_PATTERN,
  STATE_MAX,
  hasLettersAndDigits,
} from '../address';
import { DEFAULT_COUNTRY, isSupportedCountry } from '../countries';

export interface AddressInfoValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postCode: string;
  /** ISO alpha-2, one of the supported countries. */
  country: string;
}

const lettersAndDigits: FieldCheck = (value) =>
  hasLettersAndDigits(textOf(value)) ? null : ADDRESS_KEYS.addressLine1.needsLettersAndDigits;

const supportedCountry: FieldCheck = (value) =>
  isSupportedCountry(textOf(value)) ? null : ADDRESS_KEYS.country.unsupported;

/** Registration step Address Info (SPEC section 5). Optional fields may stay empty. */
export class AddressInfoForm implements AddressInfoValues {
  @FieldRules(
    required(ADDRESS_KEYS.addressLine1.required),
    maxLength(ADDRESS_LINE_MAX, ADDRESS_KEYS.addressLine1.tooLong),
    noTags(ADDRESS_KEYS.noTags),
    lettersAndDigits,
  )
  addressLine1 = '';

  @FieldRules(maxLength(ADDRESS_LINE_MAX, ADDRESS_KEYS.addressLine2.tooLong), noTags(ADDRESS_KEYS.noTags))
  addressLine2 = '';

  @FieldRules(
    required(ADDRESS_KEYS.city.required),
    maxLength(CITY_MAX, ADDRESS_KEYS.city.tooLong),
    noTags(ADDRESS_KEYS.noTags),
  )
  city = '';

  @FieldRules(maxLength(STATE_MAX, ADDRESS_KEYS.state.tooLong), noTags(ADDRESS_KEYS.noTags))
  state = '';

  @FieldRules(
    required(ADDRESS_KEYS.postCode.required),
    maxLength(POST_CODE_MAX, ADDRESS_KEYS.postCode.tooLong),
    matches(POST_CODE_PATTERN, ADDRESS_KEYS.postCode.invalid),
  )
  postCode = '';

  @FieldRules(required(ADDRESS_KEYS.country.required), supportedCountry)
  country: string = DEFAULT_COUNTRY;

  /** Surrounding spaces are dropped from every field; a missing country is the default, FR. */
  static from(values: Partial<AddressInfoValues>): AddressInfoForm {
    const form = new AddressInfoForm();
    form.addressLine1 = (values.addressLine1 ?? '').trim();
    form.addressLine2 = (values.addressLine2 ?? '').trim();
    form.city = (values.city ?? '').trim();
    form.state = (values.state ?? '').trim();
    form.postCode = (values.postCode ?? '').trim();
    form.country = (values.country ?? DEFAULT_COUNTRY).trim();
    return form;
  }
}
