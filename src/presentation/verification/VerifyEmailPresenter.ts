import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { BACKEND_MODE, type BackendMode } from '../../application/config/BackendMode';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import { ChangeEmail } from '../../application/consumer/usecases/ChangeEmail';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import { SCHEDULER, type Scheduler } from '../../application/shared/Scheduler';
import type { PagePresenter } from '../shell/routeTable';
import { SessionPresenter } from '../shell/SessionPresenter';
import { paths } from '../shell/paths';
import { ChangeContactDialog, emailFields } from './ChangeContactDialog';
import { messageOf } from '../messages/Message';
import { TimedAlert } from '../widgets/TimedAlert';
import { VerificationSender } from './VerificationSender';

export const EMAIL_RESENT_KEY = 'verification.email.resent';
export const EMAIL_CHANGED_KEY = 'verify.emailChanged';

/**
 * Verify Email (SPEC sections 2, 4 and 8): the link is e-mailed on entry unless the server still
 * asks to wait, Resend waits 60 seconds between two e-mails, and the address can be changed.
 */
@injectable()
export class VerifyEmailPresenter implements PagePresenter {
  readonly alert: TimedAlert;
  /** The link e-mailed on entry and by Resend. */
  readonly sender: VerificationSender;
  /** The change-of-address dialog. */
  readonly changeDialog: ChangeContactDialog<'email'>;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(SendVerificationEmail) sendVerificationEmail: SendVerificationEmail,
    @inject(ChangeEmail) changeEmail: ChangeEmail,
    @inject(CLOCK) clock: Clock,
    @inject(SCHEDULER) scheduler: Scheduler,
    @inject(BACKEND_MODE) private readonly mode: BackendMode,
  ) {
    this.alert = new TimedAlert(scheduler);
    this.sender = new VerificationSender(
      () => sendVerificationEmail.execute(),
      () => this.alert.show(messageOf(EMAIL_RESENT_KEY)),
      { clock, scheduler },
    );
    this.changeDialog = new ChangeContactDialog(
      emailFields(changeEmail, () => this.email),
      (update) => this.addressChanged(update),
    );
    makeAutoObservable(this);
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
    this.changeDialog.show();
  }

  /** A link went to the new address at once: the resend wait starts again. */
  private addressChanged(update: ContactUpdate): void {
    this.sender.failure = null;
    this.alert.show(messageOf(EMAIL_CHANGED_KEY));
    this.sender.countdown.until(update.allowVerificationEmailAfter);
  }
}
