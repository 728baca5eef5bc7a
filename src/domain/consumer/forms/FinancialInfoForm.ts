import { ValidateIf } from 'class-validator';
import { maxLength, noTags, oneOf, required } from '../../validation/checks';
import { FieldRules } from '../../validation/FieldRules';
import { NO_TAGS_KEY } from '../address';
import { OCCUPATIONS, SOURCES_OF_FUNDS } from '../Consumer';
import { NATIONALITIES } from '../nationalities';

/** Longest free text for a source of funds outside the list. */
export const SOURCE_OF_FUNDS_OTHER_MAX = 50;

export const FINANCIAL_KEYS = {
  occupation: {
    required: 'register.errors.occupation.required',
    invalid: 'register.errors.occupation.invalid',
  },
  sourceOfFunds: {
    required: 'register.errors.sourceOfFunds.required',
    invalid: 'register.errors.sourceOfFunds.invalid',
  },
  sourceOfFundsOther: {
    required: 'register.errors.sourceOfFundsOther.required',
    tooLong: 'register.errors.sourceOfFundsOther.tooLong',
  },
  nationality: {
    required: 'register.errors.nationality.required',
    invalid: 'register.errors.nationality.invalid',
  },
} as const;

export interface FinancialInfoValues {
  occupation: string;
  sourceOfFunds: string;
  /** Only read when the source of funds is OTHER. */
  sourceOfFundsOther: string;
  /** ISO alpha-2 */
  nationality: string;
}

/** Registration step Financial Info (SPEC section 5). */
export class FinancialInfoForm implements FinancialInfoValues {
  @FieldRules(
    required(FINANCIAL_KEYS.occupation.required),
    oneOf(OCCUPATIONS, FINANCIAL_KEYS.occupation.invalid),
  )
  occupation = '';

  @FieldRules(
    required(FINANCIAL_KEYS.sourceOfFunds.required),
    oneOf(SOURCES_OF_FUNDS, FINANCIAL_KEYS.sourceOfFunds.invalid),
  )
  sourceOfFunds = '';

  @ValidateIf((form: FinancialInfoForm) => form.sourceOfFunds === 'OTHER')
  @FieldRules(
    required(FINANCIAL_KEYS.sourceOfFundsOther.required),
    maxLength(SOURCE_OF_FUNDS_OTHER_MAX, FINANCIAL_KEYS.sourceOfFundsOther.tooLong),
    noTags(NO_TAGS_KEY),
  )
  sourceOfFundsOther = '';

  @FieldRules(
    required(FINANCIAL_KEYS.nationality.required),
    oneOf(NATIONALITIES, FINANCIAL_KEYS.nationality.invalid),
  )
  nationality = '';

  static from(values: Partial<FinancialInfoValues>): FinancialInfoForm {
    const form = new FinancialInfoForm();
    form.occupation = values.occupation ?? '';
    form.sourceOfFunds = values.sourceOfFunds ?? '';
    form.sourceOfFundsOther = (values.sourceOfFundsOther ?? '').trim();
    form.nationality = values.nationality ?? '';
    return form;
  }
}
