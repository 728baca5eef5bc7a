import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ChangeEmailForm } from '../../domain/consumer/forms/ChangeEmailForm';
import { secondsUntilAllowed } from '../../domain/session/resendWait';
import { RESEND_WAIT_SECONDS } from '../../domain/timing';
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
import { errorText, failureOfSend, serverFieldError, type Failure } from './failure';
import { ResendCountdown } from './ResendCountdown';
import { TimedAlert } from './TimedAlert';

export const EMAIL_RESENT_KEY = 'verification.email.resent';
export const EMAIL_CHANGED_KEY = 'verify.emailChanged';

/**
 * Verify Email (SPEC sections 2, 4 and 8): the link is e-mailed on entry unless the server still
 * asks to wait, Resend waits 60 seconds between two e-mails, and the address can be changed.
 */
@injectable()
export class VerifyEmailPresenter {
  readonly countdown: ResendCountdown;
  readonly alert: TimedAlert;
  sending = false;
  sendFailure: Failure | null = null;

  /** The change-of-address dialog. */
  changeOpen = false;
  newEmail = '';
  newEmailError: string | null = null;
  changeFailure: Failure | null = null;
  changing = false;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(SendVerificationEmail) private readonly sendVerificationEmail: SendVerificationEmail,
    @inject(ChangeEmail) private readonly changeEmail: ChangeEmail,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCHEDULER) scheduler: Scheduler,
    @inject(BACKEND_MODE) private readonly mode: BackendMode,
    @inject(AuthModalsPresenter) private readonly authModals: AuthModalsPresenter,
  ) {
    this.countdown = new ResendCountdown(clock, scheduler);
    this.alert = new TimedAlert(scheduler);
    makeAutoObservable<
      VerifyEmailPresenter,
      'session' | 'sendVerificationEmail' | 'changeEmail' | 'clock' | 'mode' | 'authModals'
    >(this, {
      session: false,
      sendVerificationEmail: false,
      changeEmail: false,
      clock: false,
      mode: false,
      authModals: false,
      countdown: false,
      alert: false,
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

  get canResend(): boolean {
    return !this.sending && !this.countdown.isRunning;
  }

  /** On entry: send the e-mail, unless one was sent less than 60 seconds ago. */
  async enter(): Promise<void> {
    const consumer = this.session.consumer;
    if (consumer === null || consumer.isEmailVerified) return;
    const allowAfter = consumer.allowVerificationEmailAfter;
    if (secondsUntilAllowed(allowAfter, this.clock.now()) > 0) {
      this.countdown.until(allowAfter);
      return;
    }
    await this.send(false);
  }

  async resend(): Promise<void> {
    if (!this.canResend) return;
    await this.send(true);
  }

  /** The screen is left: no timer keeps running. */
  leave(): void {
    this.countdown.stop();
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
        this.sendFailure = null;
        this.alert.show(EMAIL_CHANGED_KEY);
        // A link goes to the new address at once: the resend wait starts again.
        this.countdown.until(result.value.allowVerificationEmailAfter);
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

  private async send(announce: boolean): Promise<void> {
    this.sending = true;
    this.sendFailure = null;
    const result = await this.sendVerificationEmail.execute();
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        this.countdown.forSeconds(Math.max(result.value.timeLeftForRetry, RESEND_WAIT_SECONDS));
        if (announce) this.alert.show(EMAIL_RESENT_KEY);
      } else if (result.error.errorCode === 'tooEarly') {
        // Sent a moment ago (from another tab, or before a reload): wait, as the server says.
        this.countdown.forSeconds(result.error.timeLeftForRetry ?? RESEND_WAIT_SECONDS);
      } else {
        this.sendFailure = failureOfSend(result.error);
        if (result.error.kind === 'Unauthorized') this.authModals.requireLogin();
      }
    });
  }
}
