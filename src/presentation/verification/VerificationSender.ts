import { makeAutoObservable } from 'mobx';
import { RESEND_WAIT_SECONDS } from '../../domain/timing';
import type { SendResult } from '../../application/consumer/ports/ConsumerGateway';
import type { Clock } from '../../application/shared/Clock';
import type { Result } from '../../application/shared/Result';
import type { Scheduler } from '../../application/shared/Scheduler';
import { Call } from '../calls/Call';
import { messageOf, type Message } from '../messages/Message';
import { TimedAlert } from '../widgets/TimedAlert';
import { SEND_WORDS } from './failure';
import { ResendCountdown } from './ResendCountdown';

/** Sends the e-mail link or the texted code, then waits before it may be sent again (SPEC sections 2, 8 and 9). */
export class VerificationSender {
  readonly countdown: ResendCountdown;
  /** The screen's success alert: sent again, or the contact changed. */
  readonly alert: TimedAlert;
  readonly call = new Call<SendResult>(SEND_WORDS);

  constructor(
    private readonly sendMessage: () => Promise<Result<SendResult>>,
    readonly channel: 'email' | 'mobile',
    { clock, scheduler }: { clock: Clock; scheduler: Scheduler },
  ) {
    this.countdown = new ResendCountdown(clock, scheduler);
    this.alert = new TimedAlert(scheduler);
    makeAutoObservable<VerificationSender, 'sendMessage'>(this, { sendMessage: false });
  }

  get canResend(): boolean {
    return !this.call.running && !this.countdown.isRunning;
  }

  /**
   * On entry: sends unless the last message went less than 60 seconds ago. A screen hidden and shown
   * again by Suspense is entered again: the send on its way, or the wait counted here, holds, as the
   * consumer read before (allowAfter) does not know of it yet.
   */
  async sendUnlessWaiting(allowAfter: string | null): Promise<void> {
    if (this.call.running) return;
    this.countdown.resume();
    if (!this.countdown.isRunning) this.countdown.until(allowAfter);
    if (!this.countdown.isRunning) await this.send();
  }

  /** Resend: once the wait is over, sends again and says so. */
  async resend(): Promise<void> {
    if (this.canResend) await this.send(true);
  }

  /** `announce`: the "sent again" alert once it is sent. */
  async send(announce = false): Promise<void> {
    // The wait starts as the answer lands, not after: the view never sees the one without the other.
    await this.call.run(async () => {
      const result = await this.sendMessage();
      this.answered(result, announce);
      return result;
    });
  }

  /** Why the last send failed, shown above Resend; a too-early send is only a wait. */
  get failure(): Message | null {
    return this.call.error?.errorCode === 'tooEarly' ? null : this.call.failure;
  }

  private answered(result: Result<SendResult>, announce: boolean): void {
    if (result.ok) {
      this.countdown.forSeconds(Math.max(result.value.timeLeftForRetry, RESEND_WAIT_SECONDS));
      if (announce) this.alert.show(messageOf(`verification.${this.channel}.resent`));
    } else if (result.error.errorCode === 'tooEarly') {
      // Sent a moment ago (from another tab, or before a reload): wait, as the server says.
      this.countdown.forSeconds(result.error.timeLeftForRetry ?? RESEND_WAIT_SECONDS);
    } else if (result.error.kind === 'TooManyRequests') {
      // Too many sends (429): the failure says how long to wait, and Resend stays off for that long.
      this.countdown.forSeconds(result.error.timeLeftForRetry ?? 0);
    }
  }

  /** The contact changed: the alert says so, the last failure goes, the wait is the new contact's. */
  changed(changedKey: string, allowAfter: string | null): void {
    this.call.reset();
    this.alert.show(messageOf(changedKey));
    this.countdown.until(allowAfter);
  }

  stop(): void {
    this.countdown.stop();
    this.alert.stop();
  }
}
