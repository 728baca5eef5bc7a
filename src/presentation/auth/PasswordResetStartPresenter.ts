import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PasswordResetStartForm } from '../../domain/consumer/forms/PasswordResetStartForm';
import { validateField } from '../../domain/validation/validateForm';
import { BACKEND_MODE, type BackendMode } from '../../application/config/BackendMode';
import { StartPasswordReset } from '../../application/consumer/usecases/StartPasswordReset';
import { fieldMessage, refusalMessages, tooEarlyMessage } from './authMessages';
import type { Message } from '../messages/Message';

/**
 * Password Reset Start (/consumer/set-password): the address the reset link goes to. Once sent, the
 * page says to look in the inbox within 5 minutes (SPEC section 9), without telling whether an
 * account uses the address; in sandbox mode it points to the outbox page.
 */
@injectable()
export class PasswordResetStartPresenter {
  email = '';
  private emailKey: string | null = null;
  failure: Message | null = null;
  sending = false;
  /** The address the link was sent to; null until sent. */
  sentTo: string | null = null;
  /** The form is shown again after a link was sent, to send one to another address. */
  askedAgain = false;

  constructor(
    @inject(StartPasswordReset) private readonly startPasswordReset: StartPasswordReset,
    @inject(BACKEND_MODE) private readonly mode: BackendMode,
  ) {
    makeAutoObservable<PasswordResetStartPresenter, 'startPasswordReset' | 'mode'>(this, {
      startPasswordReset: false,
      mode: false,
    });
  }

  get isSandbox(): boolean {
    return this.mode === 'sandbox';
  }

  get emailMessage(): Message | null {
    return fieldMessage(this.emailKey);
  }

  setEmail(email: string): void {
    this.email = email;
    this.emailKey = null;
    this.failure = null;
  }

  blur(): void {
    this.emailKey = validateField(this.form(), 'email');
  }

  async submit(): Promise<void> {
    if (this.sending) return;
    const form = this.form();
    this.emailKey = validateField(form, 'email');
    this.failure = null;
    if (this.emailKey) return;
    this.sending = true;
    const result = await this.startPasswordReset.execute(form.email);
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        if (result.value.timeLeftForRetry > 0) this.failure = tooEarlyMessage(result.value.timeLeftForRetry);
        else this.sentTo = form.email;
        return;
      }
      const refused = refusalMessages(result.error, { email: 'email' });
      this.emailKey = refused.fields.email ?? null;
      this.failure = refused.failure;
    });
  }

  /** Back to the form, e.g. to correct the address. */
  again(): void {
    this.sentTo = null;
    this.askedAgain = true;
  }

  private form(): PasswordResetStartForm {
    return PasswordResetStartForm.from({ email: this.email });
  }
}
