import { ADDRESS_KEYS, ADDRESS_LINE_MAX, CITY_MAX, POST_CODE_MAX, STATE_MAX } from '../address';
import { CODE_KEYS, CODE_LENGTH } from '../code';
import { DATE_OF_BIRTH_KEYS, MINIMUM_AGE_YEARS } from '../dateOfBirthKeys';
import { FINANCIAL_KEYS, SOURCE_OF_FUNDS_OTHER_MAX } from '../financialInfo';
import { PASSWORD_KEYS, PASSWORD_MIN, SECURE_INPUT_MAX } from '../password';
import { NAME_KEYS, NAME_MAX } from '../personName';
import { PHONE_KEYS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../phone';

export type MessageValues = Readonly<Record<string, number>>;

/**
 * The bound each message names ({{min}}, {{max}}, {{length}}), by message key, for the
 * translation's interpolation: t(key, messageValues(key)).
 */
export const MESSAGE_VALUES: Readonly<Record<string, MessageValues>> = {
  [PASSWORD_KEYS.tooShort]: { min: PASSWORD_MIN },
  // A customer only ever types a password in the secure input: the messages name its bound, as the hint does.
  [PASSWORD_KEYS.tooLong]: { max: SECURE_INPUT_MAX },
  [PASSWORD_KEYS.invalid]: { min: PASSWORD_MIN, max: SECURE_INPUT_MAX },
  [PHONE_KEYS.tooShort]: { min: PHONE_MIN_DIGITS },
  [PHONE_KEYS.tooLong]: { max: PHONE_MAX_DIGITS },
  [CODE_KEYS.wrongLength]: { length: CODE_LENGTH },
  [NAME_KEYS.name.tooLong]: { max: NAME_MAX },
  [NAME_KEYS.surname.tooLong]: { max: NAME_MAX },
  [DATE_OF_BIRTH_KEYS.tooYoung]: { min: MINIMUM_AGE_YEARS },
  [ADDRESS_KEYS.addressLine1.tooLong]: { max: ADDRESS_LINE_MAX },
  [ADDRESS_KEYS.addressLine2.tooLong]: { max: ADDRESS_LINE_MAX },
  [ADDRESS_KEYS.city.tooLong]: { max: CITY_MAX },
  [ADDRESS_KEYS.postCode.tooLong]: { max: POST_CODE_MAX },
  [ADDRESS_KEYS.state.tooLong]: { max: STATE_MAX },
  [FINANCIAL_KEYS.sourceOfFundsOther.tooLong]: { max: SOURCE_OF_FUNDS_OTHER_MAX },
};

/** The values to interpolate into the message of `key`; empty when it names no bound. */
export function messageValues(key: string): MessageValues {
  return MESSAGE_VALUES[key] ?? {};
}
