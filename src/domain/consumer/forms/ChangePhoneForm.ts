import { FieldRules } from '../../validation/FieldRules';
import { DEFAULT_DIAL_COUNTRY } from '../dialCodes';
import { dialCountryCheck, phoneNumberCheck } from './consumerChecks';

export interface ChangePhoneValues {
  /** The country whose dial code goes with the number (ISO alpha-2). */
  countryIso: string;
  number: string;
}

/** The change-mobile-number modal of mobile verification. */
export class ChangePhoneForm implements ChangePhoneValues {
  @FieldRules(dialCountryCheck)
  countryIso: string = DEFAULT_DIAL_COUNTRY;

  @FieldRules(phoneNumberCheck)
  number = '';

  static from(values: Partial<ChangePhoneValues>): ChangePhoneForm {
    const form = new ChangePhoneForm();
    form.countryIso = values.countryIso ?? DEFAULT_DIAL_COUNTRY;
    form.number = (values.number ?? '').trim();
    return form;
  }
}
