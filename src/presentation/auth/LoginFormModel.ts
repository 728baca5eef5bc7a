import { makeAutoObservable } from 'mobx';
import { LoginForm, type LoginValues } from '../../domain/consumer/forms/LoginForm';
import { PASSWORD_MAX } from '../../domain/consumer/password';
import { validateField, validateForm } from '../../domain/validation/validateForm';
import type { LogIn, LoggedIn, LogInInput } from '../../application/session/usecases/LogIn';
import { FormSubmission } from '../forms/FormSubmission';
import type { Message } from '../messages/Message';
import { AUTH_WORDS, passwordFullNote, passwordServerKey } from './authMessages';

type LoginField = keyof LoginValues;
/** The LogIn options to use again if the sign-in must be redone. */
export type SignInPurpose = Omit<LogInInput, 'email' | 'password'>;

/** The sign-in tab's and login modal's form; wrong credentials never say which of the two was wrong. */
export class LoginFormModel {
  email = '';
  password = '';
  readonly login = new FormSubmission<LoginField, LoggedIn>(AUTH_WORDS, {
    serverFields: { email: 'email', password: 'password', passwordToken: 'password' },
    serverKey: passwordServerKey('password', () => this.password),
  });

  constructor(private readonly logIn: LogIn) {
    makeAutoObservable(this);
  }

  /** The field takes the longest password the issuer accepts. */
  get passwordNote(): Message | null {
    return passwordFullNote(this.password, PASSWORD_MAX);
  }

  setEmail(email: string): void {
    this.email = email;
    this.login.edited('email');
  }

  setPassword(password: string): void {
    this.password = password;
    this.login.edited('password');
  }

  /** Leaving a field checks it alone. */
  blur(field: LoginField): void {
    const key = validateField(this.form(), field);
    if (key) this.login.checked(field, key);
  }

  /** A fresh form, e.g. each time the login modal opens; `failure` may say why it opened again. */
  reset(email = '', failure: Message | null = null): void {
    this.email = email;
    this.password = '';
    this.login.clear(failure);
  }

  /** Null when the form shows why it could not sign in. */
  async submit(options: SignInPurpose): Promise<LoggedIn | null> {
    const form = this.form();
    const result = await this.login.submit(validateForm(form), () =>
      this.logIn.execute({ email: form.email, password: form.password, ...options }),
    );
    return result?.ok ? result.value : null;
  }

  private form(): LoginForm {
    return LoginForm.from({ email: this.email, password: this.password });
  }
}
