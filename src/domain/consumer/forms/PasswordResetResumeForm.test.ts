import { validateForm } from '../../validation/validateForm';
import { PASSWORD_MAX } from '../password';
import { PasswordResetResumeForm } from './PasswordResetResumeForm';

function passwordOf(length: number): string {
  return 'a1'.repeat(length).slice(0, length);
}

describe('PasswordResetResumeForm', () => {
  it.each([
    [0, 'auth.errors.password.empty'],
    [7, 'auth.errors.password.tooShort'],
    [8, undefined],
    [20, undefined],
    [21, 'auth.errors.password.tooLong'],
  ])(
    'a new password of %i characters, on the reset page (what the secure input takes): %p',
    (length, key) => {
      expect(
        validateForm(PasswordResetResumeForm.from({ newPassword: passwordOf(length) })).newPassword,
      ).toBe(key);
    },
  );

  it.each([
    [21, undefined],
    [99, undefined],
    [100, 'auth.errors.password.tooLong'],
  ])('a new password of %i characters, as the issuer checks it: %p', (length, key) => {
    const form = PasswordResetResumeForm.from({ newPassword: passwordOf(length) }, PASSWORD_MAX);
    expect(validateForm(form).newPassword).toBe(key);
  });

  it('needs a letter and a digit', () => {
    expect(validateForm(PasswordResetResumeForm.from({ newPassword: 'abcdefgh' })).newPassword).toBe(
      'auth.errors.password.invalid',
    );
  });

  it.each([
    ['', 'auth.errors.password.confirmationEmpty'],
    ['abcd1234', 'auth.errors.password.mismatch'],
    ['abcd12345', undefined],
  ])('a confirmation %p of the new password abcd12345: %p', (confirmation, key) => {
    const form = PasswordResetResumeForm.from({ newPassword: 'abcd12345', confirmation });
    expect(validateForm(form).confirmation).toBe(key);
  });

  it('asks for no confirmation where none is typed (the API takes one password)', () => {
    expect(validateForm(PasswordResetResumeForm.from({ newPassword: 'abcd12345' }))).toEqual({});
  });
});
