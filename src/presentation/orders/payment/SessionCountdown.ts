import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { formatCountdown, secondsLeft } from '../../../domain/session/sessionCountdown';
import { SESSION_COUNTDOWN_TICK_MS } from '../../../domain/timing';
import { CLOCK, type Clock } from '../../../application/shared/Clock';
import { SCHEDULER, type Scheduler } from '../../../application/shared/Scheduler';
import { SessionPresenter } from '../../shell/SessionPresenter';
import { PendingAction } from '../../../application/session/PendingAction';

/** The payment page's countdown to logout (SPEC section 4); a new token's expiry starts it again. */
@injectable()
export class SessionCountdown {
  private now: Date;
  private cancelTick: () => void = () => undefined;
  private stopWatching: () => void = () => undefined;

  constructor(
    @inject(SessionPresenter) private readonly session: SessionPresenter,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {
    this.now = clock.now();
    // Ports injected by token may be plain objects, which MobX would copy.
    makeAutoObservable<SessionCountdown, 'clock' | 'scheduler'>(this, { clock: false, scheduler: false });
  }

  /** Whole seconds before the session ends, or null while no expiry is known. */
  get secondsLeft(): number | null {
    const expires = this.session.consumer?.tokenExpires;
    return expires ? secondsLeft(expires, this.now) : null;
  }

  /** 'mm:ss', or null while no expiry is known. */
  get display(): string | null {
    const seconds = this.secondsLeft;
    return seconds === null ? null : formatCountdown(seconds);
  }

  start(): void {
    this.stop();
    this.stopWatching = reaction(
      () => this.session.consumer?.tokenExpires,
      () => this.tick(),
    );
    this.tick();
  }

  stop(): void {
    this.stopWatching();
    this.stopWatching = () => undefined;
    this.cancelTick();
    this.cancelTick = () => undefined;
  }

  /** Reads the time (the tick due is cancelled: a new token starts again); at zero asks for sign-in and waits for a new token. */
  private tick(): void {
    this.cancelTick();
    this.now = this.clock.now();
    if (this.secondsLeft === 0) this.pending.requireSignIn();
    else this.cancelTick = this.scheduler.after(SESSION_COUNTDOWN_TICK_MS, () => this.tick());
  }
}
