import { validateForm } from '../../validation/validateForm';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('accepts an address and any password', () => {
    expect(validateForm(LoginForm.from({ email: 'jane@example.com', password: 'x' }))).toEqual({});
  });

  it('uses the sign-in wording for the e-mail', () => {
    expect(validateForm(LoginForm.from({ email: '', password: 'x' }))).toEqual({
      email: 'auth.login.emailRule',
    });
    expect(validateForm(LoginForm.from({ email: 'jane@', password: 'x' }))).toEqual({
      email: 'auth.login.emailRuleValid',
    });
  });

  it('only needs a password, whatever its length or content', () => {
    expect(validateForm(LoginForm.from({ email: 'jane@example.com', password: '' }))).toEqual({
      password: 'auth.errors.password.empty',
    });
    expect(validateForm(LoginForm.from({ email: 'jane@example.com', password: 'abc' }))).toEqual({});
  });
});
