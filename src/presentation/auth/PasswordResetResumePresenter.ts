import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  PasswordResetResumeForm,
  type PasswordResetResumeValues,
} from '../../domain/consumer/forms/PasswordResetResumeForm';
import { ResumePasswordReset } from '../../application/consumer/usecases/ResumePasswordReset';
import { FormModel } from '../forms/FormModel';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import type { PageAt, PagePresenter } from '../shell/PageHost';
import { AUTH_WORDS, passwordServerKey } from './authMessages';

type ResetValues = Required<PasswordResetResumeValues>;
export const RESET_FIELDS = ['newPassword', 'confirmation'] as const;

/** Password Reset Resume: a new password, typed twice. */
@injectable()
export class PasswordResetResumePresenter implements PagePresenter<'nonce' | 'email'> {
  readonly save = new FormModel<ResetValues, PasswordResetResumeForm, void>(
    AUTH_WORDS,
    { newPassword: '', confirmation: '' },
    {
      rules: (values) => PasswordResetResumeForm.from(values),
      serverFields: { password: 'newPassword', passwordToken: 'newPassword' },
      serverKey: passwordServerKey<ResetValues>('newPassword'),
      done: () => this.navigation.goTo(paths.passwordResetSuccess()),
    },
  );
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

  async submit(): Promise<void> {
    await this.save.submit((form) =>
      this.resumePasswordReset.execute({ ...this.link, newPassword: form.newPassword }),
    );
  }
}
