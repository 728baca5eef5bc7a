import { LoginForm, type LoginValues } from '../../domain/consumer/forms/LoginForm';
import type { LoggedIn, LogInInput } from '../../application/session/usecases/LogIn';
import { FormModel } from '../forms/FormModel';
import { AUTH_WORDS, passwordServerKey } from './authMessages';

/** The LogIn options to use again if the sign-in must be redone. */
export type SignInPurpose = Omit<LogInInput, 'email' | 'password'>;

/** The sign-in tab's and login modal's form; wrong credentials never say which of the two was wrong. */
export type LoginFormModel = FormModel<LoginValues, LoginForm, LoggedIn>;

export function loginForm(): LoginFormModel {
  return new FormModel(
    AUTH_WORDS,
    { email: '', password: '' },
    {
      rules: (values) => LoginForm.from(values),
      serverFields: { passwordToken: 'password' },
      serverKey: passwordServerKey<LoginValues>('password'),
    },
  );
}
