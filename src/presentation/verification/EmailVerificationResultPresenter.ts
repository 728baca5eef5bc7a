import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RESEND_WAIT_SECONDS } from '../../domain/timing';
import { CheckEmailVerification } from '../../application/consumer/usecases/CheckEmailVerification';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import { SCHEDULER, type Scheduler } from '../../application/shared/Scheduler';
import { AuthModalsPresenter } from '../auth/AuthModalsPresenter';
import { SessionPresenter } from '../shell/SessionPresenter';
import { paths } from '../shell/paths';
import { failureOfSend, type Failure } from './failure';
import { ResendCountdown } from './ResendCountdown';
import { TimedAlert } from './TimedAlert';
import { EMAIL_RESENT_KEY } from './VerifyEmailPresenter';

export type EmailCheckState = 'checking' | 'verified' | 'notVerified';

/**
 * The page the verification link opens (/consumer/verify?cons&nonce, public; SPEC sections 2, 4 and 8):
 * the link is checked on load; verified leads on to mobile verification, anything else shows
 * "We were unable to verify your email" with the address when known and a way to get a new link.
 */
@injectable()
export class EmailVerificationResultPresenter {
  state: EmailCheckState = 'checking';
  readonly countdown: ResendCountdown;
  readonly alert: TimedAlert;
  sending = false;
  sendFailure: Failure | null = null;

  constructor(
    @inject(CheckEmailVerification) private readonly checkEmail: CheckEmailVerification,
    @inject(SendVerificationEmail) private readonly sendVerificationEmail: SendVerificationEmail,
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(CLOCK) clock: Clock,
    @inject(SCHEDULER) scheduler: Scheduler,
    @inject(AuthModalsPresenter) private readonly authModals: AuthModalsPresenter,
  ) {
    this.countdown = new ResendCountdown(clock, scheduler);
    this.alert = new TimedAlert(scheduler);
    makeAutoObservable<
      EmailVerificationResultPresenter,
      'checkEmail' | 'sendVerificationEmail' | 'session' | 'authModals'
    >(this, {
      checkEmail: false,
      sendVerificationEmail: false,
      session: false,
      authModals: false,
      countdown: false,
      alert: false,
    });
  }

  /** The address, when this device knows the consumer. */
  get email(): string | null {
    return this.session.consumer?.email ?? null;
  }

  /** Only a signed-in consumer can ask for a new link; anyone else signs in first. */
  get canAskForNewLink(): boolean {
    return this.session.hasToken;
  }

  get continuePath(): string {
    return paths.verifyMobile();
  }

  get signInPath(): string {
    return paths.auth();
  }

  get canResend(): boolean {
    return !this.sending && !this.countdown.isRunning;
  }

  /** Checks the link's cons and nonce; a link missing either verifies nothing. */
  async verify(cons: string | null, nonce: string | null): Promise<void> {
    this.state = 'checking';
    if (!cons || !nonce) {
      this.state = 'notVerified';
      return;
    }
    const result = await this.checkEmail.execute({ cons, nonce });
    runInAction(() => {
      this.state = result.ok && result.value.verified ? 'verified' : 'notVerified';
    });
  }

  async resend(): Promise<void> {
    if (!this.canResend) return;
    this.sending = true;
    this.sendFailure = null;
    const result = await this.sendVerificationEmail.execute();
    runInAction(() => {
      this.sending = false;
      if (result.ok) {
        this.countdown.forSeconds(RESEND_WAIT_SECONDS);
        this.alert.show(EMAIL_RESENT_KEY);
      } else if (result.error.errorCode === 'tooEarly') {
        this.countdown.forSeconds(result.error.timeLeftForRetry ?? RESEND_WAIT_SECONDS);
      } else {
        this.sendFailure = failureOfSend(result.error);
        if (result.error.kind === 'Unauthorized') this.authModals.requireLogin();
      }
    });
  }

  leave(): void {
    this.countdown.stop();
    this.alert.stop();
  }
}
