import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  PasswordResetStartForm,
  type PasswordResetStartValues,
} from '../../domain/consumer/forms/PasswordResetStartForm';
import type { SendResult } from '../../application/consumer/ports/ConsumerGateway';
import { BACKEND_MODE, type BackendMode } from '../../application/config/BackendMode';
import { StartPasswordReset } from '../../application/consumer/usecases/StartPasswordReset';
import { FormModel } from '../forms/FormModel';
import type { PagePresenter } from '../shell/PageHost';
import { AUTH_WORDS, tooEarlyMessage } from './authMessages';

/** Password Reset Start: the address the link goes to; the notice never tells whether an account uses it. */
@injectable()
export class PasswordResetStartPresenter implements PagePresenter {
  readonly send = new FormModel<PasswordResetStartValues, PasswordResetStartForm, SendResult>(
    AUTH_WORDS,
    { email: '' },
    { rules: (values) => PasswordResetStartForm.from(values) },
  );
  sentTo: string | null = null;
  /** The form is shown again after a link was sent. */
  askedAgain = false;

  constructor(
    @inject(StartPasswordReset) private readonly startPasswordReset: StartPasswordReset,
    @inject(BACKEND_MODE) private readonly mode: BackendMode,
  ) {
    makeAutoObservable<PasswordResetStartPresenter, 'mode'>(this, { mode: false });
  }

  enter(): void {
    this.sentTo = null;
    this.askedAgain = false;
  }

  get isSandbox(): boolean {
    return this.mode === 'sandbox';
  }

  async submit(): Promise<void> {
    let email = '';
    const result = await this.send.submit((form) => {
      email = form.email;
      return this.startPasswordReset.execute(form.email);
    });
    if (result?.ok) this.sent(email, result.value.timeLeftForRetry);
  }

  again(): void {
    this.sentTo = null;
    this.askedAgain = true;
  }

  /** Sent, unless a link went to that address less than a minute ago: then the wait is said. */
  private sent(email: string, timeLeftForRetry: number): void {
    if (timeLeftForRetry > 0) this.send.call.refuse(tooEarlyMessage(timeLeftForRetry));
    else this.sentTo = email;
  }
}
