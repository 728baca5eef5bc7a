import { required } from '../../validation/checks';
import { FieldRules } from '../../validation/FieldRules';
import { LOGIN_EMAIL_KEYS, normaliseEmailInput } from '../email';
import { PASSWORD_KEYS } from '../password';
import { emailChecks } from './consumerChecks';

export interface LoginValues {
  email: string;
  password: string;
}

/** Sign-in tab and login modal: the password is only required, its other rules are the server's. */
export class LoginForm implements LoginValues {
  @FieldRules(...emailChecks(LOGIN_EMAIL_KEYS))
  email = '';

  @FieldRules(required(PASSWORD_KEYS.empty))
  password = '';

  static from(values: Partial<LoginValues>): LoginForm {
    const form = new LoginForm();
    form.email = normaliseEmailInput(values.email ?? '');
    form.password = values.password ?? '';
    return form;
  }
}
