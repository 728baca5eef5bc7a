import { validateForm } from '../../validation/validateForm';
import { FinancialInfoForm, type FinancialInfoValues } from './FinancialInfoForm';

const valid: FinancialInfoValues = {
  occupation: 'FINANCE',
  sourceOfFunds: 'PERSONAL_SAVINGS',
  sourceOfFundsOther: '',
  nationality: 'FR',
};

function errorsFor(changes: Partial<FinancialInfoValues>) {
  return validateForm(FinancialInfoForm.from({ ...valid, ...changes }));
}

describe('FinancialInfoForm', () => {
  it('accepts valid choices', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('reports every missing choice at once', () => {
    expect(validateForm(FinancialInfoForm.from({}))).toEqual({
      occupation: 'register.errors.occupation.required',
      sourceOfFunds: 'register.errors.sourceOfFunds.required',
      nationality: 'register.errors.nationality.required',
    });
  });

  it('accepts only listed occupations and sources of funds', () => {
    expect(errorsFor({ occupation: 'ASTRONAUT' })).toEqual({
      occupation: 'register.errors.occupation.invalid',
    });
    expect(errorsFor({ sourceOfFunds: 'LOTTERY' })).toEqual({
      sourceOfFunds: 'register.errors.sourceOfFunds.invalid',
    });
  });

  it.each([
    ['US', undefined],
    ['MA', undefined],
    ['UK', 'register.errors.nationality.invalid'],
    ['', 'register.errors.nationality.required'],
  ])('nationality %p: %p', (nationality, key) => {
    expect(errorsFor({ nationality }).nationality).toBe(key);
  });

  describe('when the source of funds is OTHER', () => {
    it.each([
      ['', 'register.errors.sourceOfFundsOther.required'],
      ['   ', 'register.errors.sourceOfFundsOther.required'],
      ['Prize money', undefined],
      ['p'.repeat(50), undefined],
      ['p'.repeat(51), 'register.errors.sourceOfFundsOther.tooLong'],
      ['<b>Prize</b>', 'register.errors.noTags'],
    ])('the other source %p: %p', (sourceOfFundsOther, key) => {
      expect(errorsFor({ sourceOfFunds: 'OTHER', sourceOfFundsOther }).sourceOfFundsOther).toBe(key);
    });
  });

  it('ignores the other-source text for any other source of funds', () => {
    expect(errorsFor({ sourceOfFunds: 'RENT', sourceOfFundsOther: '' })).toEqual({});
    expect(errorsFor({ sourceOfFunds: 'RENT', sourceOfFundsOther: '<b>' + 'p'.repeat(60) })).toEqual({});
  });
});
