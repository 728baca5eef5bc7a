import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CODE_KEYS, codeDigits, codeTyping, isCodeComplete } from '../../domain/consumer/code';
import { VerificationCodeForm } from '../../domain/consumer/forms/VerificationCodeForm';
import { validateForm } from '../../domain/validation/validateForm';
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
import { messageOf, type Message } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import type { PagePresenter } from '../shell/routeTable';
import { SessionPresenter } from '../shell/SessionPresenter';
import { paths } from '../shell/paths';
import { ChangeContactDialog, phoneFields, type PhoneField } from './ChangeContactDialog';
import { failureMessage } from '../calls/failureMessage';
import { SEND_WORDS } from './failure';
import { TimedAlert } from './TimedAlert';
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
  /** The code box as shown, dashes included ('12-34-5'). */
  code = '';
  codeError: Message | null = null;
  /** The last code sent was not the one texted: 'Invalid Code'. */
  wrongCode = false;
  verifying = false;
  failure: Message | null = null;

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
      () => this.alert.show(CODE_RESENT_KEY),
      { clock, scheduler },
    );
    this.changeDialog = new ChangeContactDialog(
      phoneFields(changeMobileNumber, () => this.session.consumer?.countryCode),
      (update) => this.numberChanged(update),
    );
    makeAutoObservable<
      VerifyMobilePresenter,
      'session' | 'verifyMobileCode' | 'mode' | 'navigation' | 'replays'
    >(this, {
      session: false,
      verifyMobileCode: false,
      mode: false,
      navigation: false,
      replays: false,
      alert: false,
      sender: false,
      changeDialog: false,
    });
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

  /**
   * Typing in the code box: dashes are put in as the digits come, anything else is kept out and
   * named; the sixth digit sends the code.
   */
  async typeCode(text: string): Promise<void> {
    const typing = codeTyping(text);
    this.code = typing.shown;
    this.codeError = typing.refused ? messageOf(CODE_KEYS.notNumeric) : null;
    this.wrongCode = false;
    this.failure = null;
    if (isCodeComplete(this.code)) await this.submitCode();
  }

  /** Sends the code (the Verify button, or the sixth digit); a verified number goes on to Mobile Success. */
  async submitCode(): Promise<void> {
    if (this.verifying) return;
    const problem = validateForm(VerificationCodeForm.from({ code: this.code })).code;
    if (problem) {
      this.codeError = messageOf(problem);
      return;
    }
    this.verifying = true;
    this.wrongCode = false;
    this.failure = null;
    const result = await this.verifyMobileCode.execute(codeDigits(this.code));
    runInAction(() => {
      this.verifying = false;
      if (result.ok && result.value.verified) this.navigation.goTo(paths.mobileSuccess());
      else if (result.ok) this.wrongCode = true;
      else this.failure = failureMessage(result.error, SEND_WORDS);
    });
  }

  /** A new number needs a new code, which may be sent at once. */
  private async numberChanged(update: ContactUpdate): Promise<void> {
    runInAction(() => {
      this.code = '';
      this.wrongCode = false;
      this.codeError = null;
      this.failure = null;
      this.sender.failure = null;
      this.alert.show(MOBILE_CHANGED_KEY);
      this.sender.countdown.until(null);
    });
    if (!update.consumer.isMobileVerified) await this.sender.send();
  }
}
