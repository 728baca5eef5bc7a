import { makeAutoObservable, runInAction } from 'mobx';
import { secondsUntilAllowed } from '../../domain/session/resendWait';
import { RESEND_WAIT_SECONDS } from '../../domain/timing';
import type { SendResult } from '../../application/consumer/ports/ConsumerGateway';
import type { Clock } from '../../application/shared/Clock';
import type { Result } from '../../application/shared/Result';
import type { Scheduler } from '../../application/shared/Scheduler';
import { failureMessage } from '../calls/failureMessage';
import { SEND_WORDS } from './failure';
import { messageOf, type Message } from '../messages/Message';
import { TimedAlert } from '../widgets/TimedAlert';
import { ResendCountdown } from './ResendCountdown';

/** What every sender takes from the container. */
export interface SenderContext {
  clock: Clock;
  scheduler: Scheduler;
}

/**
 * Sending a verification message (the e-mail link or the texted code) and the 60-second wait
 * before it may be sent again (SPEC sections 2, 8 and 9). A too-early send only starts the wait,
 * for as long as the server says; any other failure is shown (a lost session asks to sign in).
 */
export class VerificationSender {
  readonly countdown: ResendCountdown;
  /** The screen's success alert: sent again, or the contact changed. */
  readonly alert: TimedAlert;
  sending = false;
  /** Why the last send failed, shown above Resend. */
  failure: Message | null = null;

  /** @param resentKey what the alert says once Resend sent the message again. */
  constructor(
    private readonly sendMessage: () => Promise<Result<SendResult>>,
    private readonly resentKey: string,
    private readonly context: SenderContext,
  ) {
    this.countdown = new ResendCountdown(context.clock, context.scheduler);
    this.alert = new TimedAlert(context.scheduler);
    makeAutoObservable<VerificationSender, 'sendMessage' | 'context'>(this, {
      sendMessage: false,
      context: false,
      countdown: false,
    });
  }

  get canResend(): boolean {
    return !this.sending && !this.countdown.isRunning;
  }

  /**
   * On entry: sends the message, unless the last one was sent less than 60 seconds ago. The screen
   * may be entered again without being left for good (React disconnects and reconnects its effects
   * when a Suspense boundary hides and shows it again): the message on its way, or the wait this
   * sender already counts, holds, and the consumer read before (allowAfter) does not know of it yet.
   */
  async sendUnlessWaiting(allowAfter: string | null): Promise<void> {
    if (this.sending) return;
    this.countdown.resume();
    if (this.countdown.isRunning) return;
    if (secondsUntilAllowed(allowAfter, this.context.clock.now()) > 0) {
      this.countdown.until(allowAfter);
      return;
    }
    await this.send();
  }

  /** Resend: once the wait is over, sends again and says so. */
  async resend(): Promise<void> {
    if (!this.canResend) return;
    await this.send(true);
  }

  /** Sends the message now; `announce` shows the "sent again" alert once it is sent. */
  async send(announce = false): Promise<void> {
    this.sending = true;
    this.failure = null;
    const result = await this.sendMessage();
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        this.countdown.forSeconds(Math.max(result.value.timeLeftForRetry, RESEND_WAIT_SECONDS));
        if (announce) this.alert.show(messageOf(this.resentKey));
      } else if (result.error.errorCode === 'tooEarly') {
        // Sent a moment ago (from another tab, or before a reload): wait, as the server says.
        this.countdown.forSeconds(result.error.timeLeftForRetry ?? RESEND_WAIT_SECONDS);
      } else {
        // Too many sends (429): say how long to wait, and keep Resend off for that long.
        if (result.error.kind === 'TooManyRequests')
          this.countdown.forSeconds(result.error.timeLeftForRetry ?? 0);
        this.failure = failureMessage(result.error, SEND_WORDS);
      }
    });
  }

  /** The contact changed: the alert says so, the last failure goes, the wait is the new contact's. */
  changed(changedKey: string, allowAfter: string | null): void {
    this.failure = null;
    this.alert.show(messageOf(changedKey));
    this.countdown.until(allowAfter);
  }

  /** The screen is left: no timer keeps running. */
  stop(): void {
    this.countdown.stop();
    this.alert.stop();
  }
}
