import { validateForm } from '../../validation/validateForm';
import { ChangeEmailForm } from './ChangeEmailForm';

const current = 'jane@example.com';

describe('ChangeEmailForm', () => {
  it.each([
    ['jane.doe@example.com', undefined],
    ['', 'auth.errors.email.empty'],
    ['jane@', 'auth.errors.email.invalid'],
    ['jane@example.com', 'verify.emailMustDiffer'],
    ['JANE@Example.com', 'verify.emailMustDiffer'],
    ['  jane@example.com  ', 'verify.emailMustDiffer'],
  ])('new e-mail %p: %p', (email, key) => {
    expect(validateForm(ChangeEmailForm.from({ email }, current)).email).toBe(key);
  });

  it('compares with the current address whatever its case and spaces', () => {
    expect(
      validateForm(ChangeEmailForm.from({ email: 'jane@example.com' }, ' Jane@EXAMPLE.com ')).email,
    ).toBe('verify.emailMustDiffer');
  });
});
