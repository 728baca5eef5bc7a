import { validateForm } from '../../validation/validateForm';
import { PasswordResetStartForm } from './PasswordResetStartForm';

describe('PasswordResetStartForm', () => {
  it.each([
    ['jane@example.com', undefined],
    [' jane@example.com ', undefined],
    ['', 'auth.errors.email.empty'],
    ['jane.example.com', 'auth.errors.email.invalid'],
  ])('e-mail %p: %p', (email, key) => {
    expect(validateForm(PasswordResetStartForm.from({ email })).email).toBe(key);
  });
});
