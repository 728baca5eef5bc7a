import { makeAutoObservable, runInAction } from 'mobx';
import { LoginForm, type LoginValues } from '../../domain/consumer/forms/LoginForm';
import { PASSWORD_MAX } from '../../domain/consumer/password';
import { validateField, validateForm } from '../../domain/validation/validateForm';
import type { LogIn, LoggedIn, LogInInput } from '../../application/session/usecases/LogIn';
import { fieldMessage, refusalMessages } from './authMessages';
import { passwordFullNote } from './passwordFullNote';
import type { Message } from '../messages/Message';

export type LoginField = keyof LoginValues;

const SERVER_FIELDS: Readonly<Record<string, LoginField>> = {
  email: 'email',
  password: 'password',
  passwordToken: 'password',
};

/**
 * The e-mail and password form, shared by the sign-in tab and the login modal. Wrong credentials
 * show one form-level message that does not say which of the two was wrong; what was typed stays.
 */
export class LoginFormModel {
  email = '';
  password = '';
  private errors: Partial<Record<LoginField, string>> = {};
  failure: Message | null = null;
  submitting = false;

  constructor(private readonly logIn: LogIn) {
    makeAutoObservable<LoginFormModel, 'logIn'>(this, { logIn: false });
  }

  fieldMessage(field: LoginField): Message | null {
    return fieldMessage(this.errors[field]);
  }

  /** Says when the password field is full: it takes the longest password the issuer accepts. */
  get passwordNote(): Message | null {
    return passwordFullNote(this.password, PASSWORD_MAX);
  }

  setEmail(email: string): void {
    this.email = email;
    this.edited('email');
  }

  setPassword(password: string): void {
    this.password = password;
    this.edited('password');
  }

  /** Leaving a field checks it alone. */
  blur(field: LoginField): void {
    const key = validateField(this.form(), field);
    if (key) this.errors = { ...this.errors, [field]: key };
  }

  /** A fresh form, e.g. each time the login modal opens; `failure` may say why it opened again. */
  reset(email = '', failure: Message | null = null): void {
    this.email = email;
    this.password = '';
    this.errors = {};
    this.failure = failure;
  }

  /** Checks the form, then signs in; null when the form shows why it could not. */
  async submit(options: Omit<LogInInput, 'email' | 'password'>): Promise<LoggedIn | null> {
    if (this.submitting) return null;
    const form = this.form();
    this.errors = validateForm(form);
    this.failure = null;
    if (Object.keys(this.errors).length > 0) return null;
    this.submitting = true;
    const result = await this.logIn.execute({ email: form.email, password: form.password, ...options });
    return runInAction(() => {
      this.submitting = false;
      if (result.ok) return result.value;
      const refused = refusalMessages(result.error, SERVER_FIELDS, {
        field: 'password',
        typed: this.password,
      });
      this.errors = refused.fields;
      this.failure = refused.failure;
      return null;
    });
  }

  private form(): LoginForm {
    return LoginForm.from({ email: this.email, password: this.password });
  }

  private edited(field: LoginField): void {
    if (this.errors[field]) {
      const { [field]: _cleared, ...rest } = this.errors;
      this.errors = rest;
    }
    this.failure = null;
  }
}
