import { validateForm } from '../../validation/validateForm';
import { ChangePhoneForm } from './ChangePhoneForm';

describe('ChangePhoneForm', () => {
  it('preselects France', () => {
    expect(ChangePhoneForm.from({}).countryIso).toBe('FR');
  });

  it.each([
    ['', 'verify.mobileEnterNumber'],
    ['12345', 'verify.mobileNumberShort'],
    ['123456', undefined],
    ['1 2 3 4 5 6', undefined],
    ['123456789012345', undefined],
    ['1234567890123456', 'verify.mobileNumberBig'],
    ['000000', 'verify.mobileNumberAllZeros'],
    ['+33 612345678', undefined],
    ['+32 470 12 34 56', 'verify.mobileCountryMismatch'],
    ['06 12 AB', 'verify.mobileNumberInvalid'],
  ])('number %p with France: %p', (number, key) => {
    expect(validateForm(ChangePhoneForm.from({ countryIso: 'FR', number })).number).toBe(key);
  });

  it('accepts a Belgian number once Belgium is chosen', () => {
    expect(validateForm(ChangePhoneForm.from({ countryIso: 'BE', number: '+32 470 12 34 56' }))).toEqual({});
  });

  it('refuses an unsupported dial country', () => {
    expect(validateForm(ChangePhoneForm.from({ countryIso: 'US', number: '612345678' }))).toEqual({
      countryIso: 'verify.mobileCountryRequired',
    });
  });
});
