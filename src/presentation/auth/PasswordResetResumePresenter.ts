import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { SECURE_INPUT_MAX } from '../../domain/consumer/password';
import { PasswordResetResumeForm } from '../../domain/consumer/forms/PasswordResetResumeForm';
import { validateField } from '../../domain/validation/validateForm';
import { ResumePasswordReset } from '../../application/consumer/usecases/ResumePasswordReset';
import { FormSubmission } from '../forms/FormSubmission';
import type { Message } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import type { PageAt, PagePresenter } from '../shell/PageHost';
import { AUTH_WORDS, passwordFullNote, passwordServerKey } from './authMessages';

type ResetField = 'newPassword' | 'confirmation';
export const RESET_FIELDS: readonly ResetField[] = ['newPassword', 'confirmation'];

/** Password Reset Resume: a new password, typed twice. */
@injectable()
export class PasswordResetResumePresenter implements PagePresenter<'nonce' | 'email'> {
  values: Record<ResetField, string> = { newPassword: '', confirmation: '' };
  readonly save = new FormSubmission<ResetField, void>(AUTH_WORDS, {
    serverFields: { newPassword: 'newPassword', password: 'newPassword', passwordToken: 'newPassword' },
    serverKey: passwordServerKey('newPassword', () => this.values.newPassword),
    done: () => this.navigation.goTo(paths.passwordResetSuccess()),
  });
  link = { nonce: '', email: '' };

  constructor(
    @inject(ResumePasswordReset) private readonly resumePasswordReset: ResumePasswordReset,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable(this);
  }

  enter({ params }: PageAt<'nonce' | 'email'>): void {
    this.link = { nonce: params.nonce, email: params.email };
  }

  /** The link is not valid or was already used: only starting again helps. */
  get linkInvalid(): boolean {
    return this.save.call.error?.errorCode === 'resetLinkInvalid';
  }

  fieldNote(field: ResetField): Message | null {
    return passwordFullNote(this.values[field], SECURE_INPUT_MAX);
  }

  type(field: ResetField, password: string): void {
    this.values = { ...this.values, [field]: password };
    this.save.edited(field);
  }

  blur(field: ResetField): void {
    this.save.checked(field, this.check(field));
  }

  async submit(): Promise<void> {
    const problems: Partial<Record<ResetField, string>> = {};
    for (const field of RESET_FIELDS) {
      const key = this.check(field);
      if (key) problems[field] = key;
    }
    await this.save.submit(problems, () =>
      this.resumePasswordReset.execute({ ...this.link, newPassword: this.values.newPassword }),
    );
  }

  private check(field: ResetField): string | null {
    const { newPassword, confirmation } = this.values;
    if (field === 'newPassword')
      return validateField(PasswordResetResumeForm.from({ newPassword }), 'newPassword');
    // The confirmation is a screen rule: the API takes one password.
    if (confirmation === '') return 'auth.errors.password.confirmationEmpty';
    return confirmation === newPassword ? null : 'auth.errors.password.mismatch';
  }
}
