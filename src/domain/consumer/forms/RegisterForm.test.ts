import { validateForm } from '../../validation/validateForm';
import { PASSWORD_MAX } from '../password';
import { RegisterForm, type RegisterValues } from './RegisterForm';

const valid: RegisterValues = {
  email: 'jane@example.com',
  countryIso: 'FR',
  number: '6 12 34 56 78',
  password: 'secret123',
  acceptedTerms: true,
};

function errorsFor(changes: Partial<RegisterValues>) {
  return validateForm(RegisterForm.from({ ...valid, ...changes }));
}

describe('RegisterForm', () => {
  it('accepts complete, valid details', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('reports every missing field at once', () => {
    expect(validateForm(RegisterForm.from({}))).toEqual({
      email: 'auth.errors.email.empty',
      number: 'verify.mobileEnterNumber',
      password: 'auth.errors.password.empty',
      acceptedTerms: 'auth.errors.terms.required',
    });
  });

  it('preselects France as the dial country', () => {
    expect(RegisterForm.from({}).countryIso).toBe('FR');
  });

  it.each([
    ['', 'auth.errors.email.empty'],
    ['   ', 'auth.errors.email.empty'],
    ['jane', 'auth.errors.email.invalid'],
    ['jane@example', 'auth.errors.email.invalid'],
  ])('e-mail %p: %s', (email, key) => {
    expect(errorsFor({ email })).toEqual({ email: key });
  });

  it('ignores spaces around the e-mail', () => {
    const form = RegisterForm.from({ ...valid, email: '  jane@example.com ' });
    expect(form.email).toBe('jane@example.com');
    expect(validateForm(form)).toEqual({});
  });

  it.each([
    ['12345', 'verify.mobileNumberShort'],
    ['123456', undefined],
    ['123456789012345', undefined],
    ['1234567890123456', 'verify.mobileNumberBig'],
    ['0000000', 'verify.mobileNumberAllZeros'],
    ['+44 7911 123456', 'verify.mobileCountryMismatch'],
    ['06-12-34-56-78', 'verify.mobileNumberInvalid'],
  ])('phone number %p: %p', (number, key) => {
    expect(errorsFor({ number }).number).toBe(key);
  });

  it('checks the number against the chosen dial country', () => {
    expect(errorsFor({ countryIso: 'GB', number: '+44 7911 123456' })).toEqual({});
  });

  it.each(['', 'US', 'fr'])('refuses the dial country %p', (countryIso) => {
    expect(errorsFor({ countryIso }).countryIso).toBe('verify.mobileCountryRequired');
  });

  it.each([
    ['a1b2c3d', 'auth.errors.password.tooShort'],
    ['a1b2c3d4', undefined],
    ['a1'.repeat(10), undefined],
    ['a1'.repeat(10) + 'a', 'auth.errors.password.tooLong'],
    ['abcdefgh', 'auth.errors.password.invalid'],
    ['12345678', 'auth.errors.password.invalid'],
  ])('password on the register tab (8 to 20, what the secure input takes) %p: %p', (password, key) => {
    expect(errorsFor({ password }).password).toBe(key);
  });

  it.each([
    ['a1'.repeat(10) + 'a', undefined],
    ['a1'.repeat(49) + 'a', undefined],
    ['a1'.repeat(50), 'auth.errors.password.tooLong'],
  ])('password as the issuer checks it (8 to 99) %p: %p', (password, key) => {
    expect(validateForm(RegisterForm.from({ ...valid, password }, PASSWORD_MAX)).password).toBe(key);
  });

  it('keeps the password exactly as typed', () => {
    expect(RegisterForm.from({ ...valid, password: ' pass 12 ' }).password).toBe(' pass 12 ');
  });

  it('needs the terms ticked', () => {
    expect(errorsFor({ acceptedTerms: false })).toEqual({ acceptedTerms: 'auth.errors.terms.required' });
  });
});
