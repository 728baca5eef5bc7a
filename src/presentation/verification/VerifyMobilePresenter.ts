import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BACKEND_MODE, type BackendMode } from '../../application/config/BackendMode';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import {
  CHANGE_MOBILE_NUMBER,
  ChangeMobileNumber,
} from '../../application/consumer/usecases/ChangeMobileNumber';
import { SendMobileCode } from '../../application/consumer/usecases/SendMobileCode';
import { VerifyMobileCode } from '../../application/consumer/usecases/VerifyMobileCode';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import { SCHEDULER, type Scheduler } from '../../application/shared/Scheduler';
import { CallReplays } from '../calls/CallReplays';
import { Call } from '../calls/Call';
import { CodeEntry } from '../widgets/CodeEntry';
import { Navigation } from '../shell/Navigation';
import type { PagePresenter } from '../shell/routeTable';
import { SessionPresenter } from '../shell/SessionPresenter';
import { paths } from '../shell/paths';
import { ChangeContactDialog, phoneFields, type PhoneField } from './ChangeContactDialog';
import { SEND_WORDS } from './failure';
import { messageOf } from '../messages/Message';
import { TimedAlert } from '../widgets/TimedAlert';
import { VerificationSender } from './VerificationSender';

export const CODE_RESENT_KEY = 'verification.mobile.resent';
export const MOBILE_CHANGED_KEY = 'verify.mobileChanged';

/**
 * Verify Mobile (SPEC sections 2, 4, 5 and 8): a 6-digit code is texted on entry unless the server
 * still asks to wait; the code box shows xx-xx-xx and sends itself at the sixth digit; a wrong
 * code says so; Resend waits 60 seconds; the number can be changed.
 */
@injectable()
export class VerifyMobilePresenter implements PagePresenter {
  readonly alert: TimedAlert;
  /** The code texted on entry, by Resend and after a change of number. */
  readonly sender: VerificationSender;
  /** The change-of-number dialog. */
  readonly changeDialog: ChangeContactDialog<PhoneField>;
  /** The code box: xx-xx-xx, digits only. */
  readonly entry = new CodeEntry();
  /** The code sent: a wrong one says 'Invalid Code', a right one goes on to Mobile Success. */
  readonly verify = new Call<{ verified: boolean }>(SEND_WORDS, {
    done: ({ verified }) => {
      if (verified) this.navigation.goTo(paths.mobileSuccess());
    },
  });

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(SendMobileCode) sendMobileCode: SendMobileCode,
    @inject(VerifyMobileCode) private readonly verifyMobileCode: VerifyMobileCode,
    @inject(ChangeMobileNumber) changeMobileNumber: ChangeMobileNumber,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(CLOCK) clock: Clock,
    @inject(SCHEDULER) scheduler: Scheduler,
    @inject(BACKEND_MODE) private readonly mode: BackendMode,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    this.alert = new TimedAlert(scheduler);
    this.sender = new VerificationSender(
      () => sendMobileCode.execute(),
      () => this.alert.show(messageOf(CODE_RESENT_KEY)),
      { clock, scheduler },
    );
    this.changeDialog = new ChangeContactDialog(
      phoneFields(changeMobileNumber, () => this.session.consumer?.countryCode),
      (update) => this.numberChanged(update),
    );
    makeAutoObservable(this);
  }

  /** The number the code goes to, as '+33 612345678'. */
  get phone(): string {
    const consumer = this.session.consumer;
    return consumer ? `+${consumer.countryCode} ${consumer.number}` : '';
  }

  get isVerified(): boolean {
    return this.session.consumer?.isMobileVerified ?? false;
  }

  get continuePath(): string {
    return paths.personalInfo();
  }

  get showsOutboxLink(): boolean {
    return this.mode === 'sandbox';
  }

  /** On entry: text a code, unless one was sent less than 60 seconds ago. */
  async enter(): Promise<void> {
    this.replays.hear(this.changeDialog.change, CHANGE_MOBILE_NUMBER);
    const consumer = this.session.consumer;
    if (consumer === null || consumer.isMobileVerified) return;
    await this.sender.sendUnlessWaiting(consumer.allowVerificationSmsAfter);
  }

  leave(): void {
    this.replays.leave();
    this.sender.stop();
    this.alert.stop();
  }

  openChange(): void {
    this.changeDialog.show();
  }

  /** The last code sent was not the one texted. */
  get wrongCode(): boolean {
    return this.verify.value?.verified === false;
  }

  /** Typing in the code box; the sixth digit sends the code. */
  async typeCode(text: string): Promise<void> {
    this.verify.reset();
    if (this.entry.type(text)) await this.submitCode();
  }

  /** Sends the code (the Verify button, or the sixth digit). */
  async submitCode(): Promise<void> {
    const digits = this.entry.digitsToSend();
    if (digits !== null) await this.verify.run(() => this.verifyMobileCode.execute(digits));
  }

  /** A new number needs a new code, which may be sent at once. */
  private async numberChanged(update: ContactUpdate): Promise<void> {
    runInAction(() => {
      this.entry.reset();
      this.verify.reset();
      this.sender.failure = null;
      this.alert.show(messageOf(MOBILE_CHANGED_KEY));
      this.sender.countdown.until(null);
    });
    if (!update.consumer.isMobileVerified) await this.sender.send();
  }
}
