import { ValidateIf } from 'class-validator';
import { maxLength, noTags, oneOf, required } from '../../validation/checks';
import { FieldRules } from '../../validation/FieldRules';
import { NO_TAGS_KEY } from '../address';
import { FINANCIAL_KEYS, SOURCE_OF_FUNDS_OTHER_MAX } from '../financialInfo';
import { OCCUPATIONS, SOURCES_OF_FUNDS } from '../Consumer';
import { NATIONALITIES } from '../nationalities';

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
