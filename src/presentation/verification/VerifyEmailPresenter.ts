import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ChangeEmailForm } from '../../domain/consumer/forms/ChangeEmailForm';
import { validateForm } from '../../domain/validation/validateForm';
import { BACKEND_MODE, type BackendMode } from '../../application/config/BackendMode';
import { ChangeEmail } from '../../application/consumer/usecases/ChangeEmail';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import type { AppError } from '../../application/shared/Result';
import { SCHEDULER, type Scheduler } from '../../application/shared/Scheduler';
import { AuthModalsPresenter } from '../auth/AuthModalsPresenter';
import { SessionPresenter } from '../shell/SessionPresenter';
import { paths } from '../shell/paths';
import { errorText, serverFieldError } from './failure';
import type { Failure } from '../forms/messages';
import { TimedAlert } from './TimedAlert';
import { VerificationSender } from './VerificationSender';

export const EMAIL_RESENT_KEY = 'verification.email.resent';
export const EMAIL_CHANGED_KEY = 'verify.emailChanged';

/**
 * Verify Email (SPEC sections 2, 4 and 8): the link is e-mailed on entry unless the server still
 * asks to wait, Resend waits 60 seconds between two e-mails, and the address can be changed.
 */
@injectable()
export class VerifyEmailPresenter {
  readonly alert: TimedAlert;
  /** The link e-mailed on entry and by Resend. */
  readonly sender: VerificationSender;

  /** The change-of-address dialog. */
  changeOpen = false;
  newEmail = '';
  newEmailError: string | null = null;
  changeFailure: Failure | null = null;
  changing = false;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(SendVerificationEmail) sendVerificationEmail: SendVerificationEmail,
    @inject(ChangeEmail) private readonly changeEmail: ChangeEmail,
    @inject(CLOCK) clock: Clock,
    @inject(SCHEDULER) scheduler: Scheduler,
    @inject(BACKEND_MODE) private readonly mode: BackendMode,
    @inject(AuthModalsPresenter) private readonly authModals: AuthModalsPresenter,
  ) {
    this.alert = new TimedAlert(scheduler);
    this.sender = new VerificationSender(
      () => sendVerificationEmail.execute(),
      () => this.alert.show(EMAIL_RESENT_KEY),
      { clock, scheduler, authModals },
    );
    makeAutoObservable<VerifyEmailPresenter, 'session' | 'changeEmail' | 'mode' | 'authModals'>(this, {
      session: false,
      changeEmail: false,
      mode: false,
      authModals: false,
      alert: false,
      sender: false,
    });
  }

  get email(): string {
    return this.session.consumer?.email ?? '';
  }

  /** Opened again once the address is verified: nothing to send, Continue instead. */
  get isVerified(): boolean {
    return this.session.consumer?.isEmailVerified ?? false;
  }

  get continuePath(): string {
    return paths.verifyMobile();
  }

  /** Outside production the e-mail lands in the sandbox outbox, one link away. */
  get showsOutboxLink(): boolean {
    return this.mode === 'sandbox';
  }

  /** On entry: send the e-mail, unless one was sent less than 60 seconds ago. */
  async enter(): Promise<void> {
    const consumer = this.session.consumer;
    if (consumer === null || consumer.isEmailVerified) return;
    await this.sender.sendUnlessWaiting(consumer.allowVerificationEmailAfter);
  }

  /** The screen is left: no timer keeps running. */
  leave(): void {
    this.sender.stop();
    this.alert.stop();
  }

  openChange(): void {
    this.changeOpen = true;
    this.newEmail = '';
    this.newEmailError = null;
    this.changeFailure = null;
  }

  closeChange(): void {
    this.changeOpen = false;
  }

  typeNewEmail(text: string): void {
    this.newEmail = text;
    this.newEmailError = null;
    this.changeFailure = null;
  }

  /** Sends the new address; the dialog stays open, with what was typed, until it is accepted. */
  async submitChange(): Promise<void> {
    if (this.changing) return;
    const form = ChangeEmailForm.from({ email: this.newEmail }, this.email);
    const problem = validateForm(form).email;
    if (problem) {
      this.newEmailError = problem;
      return;
    }
    this.changing = true;
    this.changeFailure = null;
    const result = await this.changeEmail.execute(form.email);
    runInAction(() => {
      this.changing = false;
      if (result.ok) {
        this.changeOpen = false;
        this.sender.failure = null;
        this.alert.show(EMAIL_CHANGED_KEY);
        // A link goes to the new address at once: the resend wait starts again.
        this.sender.countdown.until(result.value.allowVerificationEmailAfter);
      } else {
        this.showChangeFailure(result.error);
      }
    });
  }

  private showChangeFailure(error: AppError): void {
    if (error.kind === 'Unauthorized') {
      this.changeFailure = { key: 'verify.emailUpdateError', detail: null };
      this.authModals.requireLogin();
      return;
    }
    const fieldError = serverFieldError(error, 'email');
    if (fieldError) {
      this.newEmailError = fieldError;
      return;
    }
    this.changeFailure = { key: 'verification.changeEmail.formError', detail: errorText(error) };
  }
}
