import { validateForm } from '../../validation/validateForm';
import { VerificationCodeForm } from './VerificationCodeForm';

describe('VerificationCodeForm', () => {
  it.each([
    ['12-34-56', undefined],
    ['123456', undefined],
    ['12-34-5', 'verify.mobileCodeIncorrect'],
    ['12345', 'verify.mobileCodeIncorrect'],
    ['1234567', 'verify.mobileCodeIncorrect'],
    ['', 'verify.mobileCodeIncorrect'],
    ['12-34-5a', 'verify.mobileInputCode'],
    ['ab-cd-ef', 'verify.mobileInputCode'],
  ])('code %p: %p', (code, key) => {
    expect(validateForm(VerificationCodeForm.from({ code })).code).toBe(key);
  });
});
