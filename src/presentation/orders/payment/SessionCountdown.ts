import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { formatCountdown, secondsLeft } from '../../../domain/session/sessionCountdown';
import { CLOCK, type Clock } from '../../../application/shared/Clock';
import { SCHEDULER, type Scheduler } from '../../../application/shared/Scheduler';
import { SessionPresenter } from '../../shell/SessionPresenter';
import { PendingAction } from '../../../application/session/PendingAction';
import { Countdown } from '../../widgets/Countdown';

/** Whole seconds before the session ends, or null while no expiry is known. */
const untilExpiry = (expires: string | null, now: Date): number | null =>
  expires === null ? null : secondsLeft(expires, now);

/** The payment page's countdown to logout (SPEC section 4); a new token's expiry starts it again. */
@injectable()
export class SessionCountdown extends Countdown<number | null> {
  private stopWatching = (): void => undefined;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(CLOCK) clock: Clock,
    @inject(SCHEDULER) scheduler: Scheduler,
    @inject(PendingAction) pending: PendingAction,
  ) {
    // At zero it asks for sign-in, and waits for a new token.
    super(clock, scheduler, untilExpiry, () => pending.requireSignIn());
  }

  /** 'mm:ss', or null while no expiry is known. */
  get display(): string | null {
    const seconds = this.secondsLeft;
    return seconds === null ? null : formatCountdown(seconds);
  }

  start(): void {
    this.stop();
    this.stopWatching = reaction(
      () => this.session.consumer?.tokenExpires ?? null,
      (expires) => this.until(expires),
      { fireImmediately: true },
    );
  }

  override stop(): void {
    this.stopWatching();
    super.stop();
  }
}
