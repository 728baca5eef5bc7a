import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { PasswordResetResumeForm } from '../../domain/consumer/forms/PasswordResetResumeForm';
import { validateField } from '../../domain/validation/validateForm';
import { ResumePasswordReset } from '../../application/consumer/usecases/ResumePasswordReset';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { fieldMessage, refusalMessages } from './authMessages';
import { passwordFullNote } from './passwordFullNote';
import type { Message } from '../messages/Message';

export type ResetField = 'newPassword' | 'confirmation';

/** The confirmation is a screen rule: the API takes one password. */
export const CONFIRMATION_KEYS = {
  empty: 'auth.errors.password.confirmationEmpty',
  mismatch: 'auth.errors.password.mismatch',
} as const;

const SERVER_FIELDS: Readonly<Record<string, ResetField>> = {
  newPassword: 'newPassword',
  password: 'newPassword',
  passwordToken: 'newPassword',
};

/**
 * Password Reset Resume (/consumer/set-password/{nonce}/{email}): a new password, typed twice, with
 * the registration password rule. A link that is not valid (or already used) says so and offers
 * to start again.
 */
@injectable()
export class PasswordResetResumePresenter {
  newPassword = '';
  confirmation = '';
  private errors: Partial<Record<ResetField, string>> = {};
  failure: Message | null = null;
  /** The link is not valid or was already used: only starting again helps. */
  linkInvalid = false;
  saving = false;
  private link: { nonce: string; email: string } = { nonce: '', email: '' };

  constructor(
    @inject(ResumePasswordReset) private readonly resumePasswordReset: ResumePasswordReset,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<PasswordResetResumePresenter, 'resumePasswordReset' | 'link' | 'navigation'>(this, {
      resumePasswordReset: false,
      link: false,
      navigation: false,
    });
  }

  /** The nonce and e-mail of the reset link, from the route. */
  open(link: { nonce: string; email: string }): void {
    this.link = link;
  }

  get email(): string {
    return this.link.email;
  }

  fieldMessage(field: ResetField): Message | null {
    return fieldMessage(this.errors[field]);
  }

  /** Says when a password field, the secure input, is full. */
  fieldNote(field: ResetField): Message | null {
    return passwordFullNote(field === 'newPassword' ? this.newPassword : this.confirmation, SECURE_INPUT_MAX);
  }

  setNewPassword(password: string): void {
    this.newPassword = password;
    this.clear('newPassword');
  }

  setConfirmation(password: string): void {
    this.confirmation = password;
    this.clear('confirmation');
  }

  blur(field: ResetField): void {
    const key = this.check(field);
    const { [field]: _old, ...others } = this.errors;
    this.errors = key ? { ...others, [field]: key } : others;
  }

  /** Sets the new password and goes on to the success page; the page shows why not. */
  async submit(): Promise<void> {
    if (this.saving) return;
    const errors: Partial<Record<ResetField, string>> = {};
    for (const field of ['newPassword', 'confirmation'] as const) {
      const key = this.check(field);
      if (key) errors[field] = key;
    }
    this.errors = errors;
    this.failure = null;
    if (Object.keys(errors).length > 0) return;
    this.saving = true;
    const result = await this.resumePasswordReset.execute({ ...this.link, newPassword: this.newPassword });
    runInAction(() => {
      this.saving = false;
      if (result.ok) {
        this.navigation.goTo(paths.passwordResetSuccess());
        return;
      }
      if (result.error.errorCode === 'resetLinkInvalid') {
        this.linkInvalid = true;
        return;
      }
      const refused = refusalMessages(result.error, SERVER_FIELDS, {
        field: 'newPassword',
        typed: this.newPassword,
      });
      this.errors = refused.fields;
      this.failure = refused.failure;
    });
  }

  private check(field: ResetField): string | null {
    if (field === 'newPassword') {
      return validateField(PasswordResetResumeForm.from({ newPassword: this.newPassword }), 'newPassword');
    }
    if (this.confirmation === '') return CONFIRMATION_KEYS.empty;
    return this.confirmation === this.newPassword ? null : CONFIRMATION_KEYS.mismatch;
  }

  private clear(field: ResetField): void {
    const { [field]: _old, ...others } = this.errors;
    this.errors = others;
    this.failure = null;
  }
}
