import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { PasswordResetStartForm } from '../../domain/consumer/forms/PasswordResetStartForm';
import { validateField, validateForm } from '../../domain/validation/validateForm';
import type { SendResult } from '../../application/consumer/ports/ConsumerGateway';
import { BACKEND_MODE, type BackendMode } from '../../application/config/BackendMode';
import { StartPasswordReset } from '../../application/consumer/usecases/StartPasswordReset';
import { FormSubmission } from '../forms/FormSubmission';
import type { PagePresenter } from '../shell/PageHost';
import { AUTH_WORDS, tooEarlyMessage } from './authMessages';

/** Password Reset Start: the address the link goes to; the notice never tells whether an account uses it. */
@injectable()
export class PasswordResetStartPresenter implements PagePresenter {
  email = '';
  readonly send = new FormSubmission<'email', SendResult>(AUTH_WORDS, { serverFields: { email: 'email' } });
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

  setEmail(email: string): void {
    this.email = email;
    this.send.edited('email');
  }

  blur(): void {
    this.send.checked('email', validateField(this.form(), 'email'));
  }

  async submit(): Promise<void> {
    const form = this.form();
    const result = await this.send.submit(validateForm(form), () =>
      this.startPasswordReset.execute(form.email),
    );
    if (result?.ok) this.sent(form.email, result.value.timeLeftForRetry);
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

  private form(): PasswordResetStartForm {
    return PasswordResetStartForm.from({ email: this.email });
  }
}
