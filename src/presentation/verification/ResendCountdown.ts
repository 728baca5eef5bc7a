import { makeAutoObservable } from 'mobx';
import { secondsUntilAllowed } from '../../domain/session/resendWait';
import type { Clock } from '../../application/shared/Clock';
import type { Scheduler } from '../../application/shared/Scheduler';

const TICK_MS = 1000;

/** The wait before an e-mail or SMS may be sent again (SPEC sections 2 and 9); "now" is read from the Clock at each tick. */
export class ResendCountdown {
  private allowAfter: string | null = null;
  private now: Date;
  private cancelTick: (() => void) | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {
    this.now = clock.now();
    makeAutoObservable<ResendCountdown, 'clock' | 'scheduler' | 'cancelTick'>(this, {
      clock: false,
      scheduler: false,
      cancelTick: false,
    });
  }

  get secondsLeft(): number {
    return secondsUntilAllowed(this.allowAfter, this.now);
  }

  get isRunning(): boolean {
    return this.secondsLeft > 0;
  }

  /** m:ss ('1:00', '0:09'), for the message next to Resend. */
  get display(): string {
    const seconds = this.secondsLeft;
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }

  /** Counts down to an ISO time (the consumer's allowVerification…After); null stops the wait. */
  until(allowAfter: string | null): void {
    this.allowAfter = allowAfter;
    this.now = this.clock.now();
    this.schedule();
  }

  /** Counts down from a number of seconds (after a send, or the server's timeLeftForRetry). */
  forSeconds(seconds: number): void {
    this.until(new Date(this.clock.now().getTime() + seconds * 1000).toISOString());
  }

  /** Ticks again after stop(), down to the same time. */
  resume(): void {
    this.until(this.allowAfter);
  }

  /** Stops ticking (the screen is left); the time left is kept. */
  stop(): void {
    this.cancelTick?.();
    this.cancelTick = null;
  }

  private schedule(): void {
    this.stop();
    if (this.secondsLeft > 0) this.cancelTick = this.scheduler.after(TICK_MS, () => this.tick());
  }

  private tick(): void {
    this.cancelTick = null;
    this.now = this.clock.now();
    this.schedule();
  }
}
