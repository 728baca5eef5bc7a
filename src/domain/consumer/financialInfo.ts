// Financial data's bounds and message keys (SPEC section 5), apart from the form that checks them:
// the messages read them without loading the form-validation library.

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
