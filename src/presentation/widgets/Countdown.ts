import { action, computed, makeObservable, observable } from 'mobx';
import { COUNTDOWN_TICK_MS } from '../../domain/timing';
import type { Clock } from '../../application/shared/Clock';
import type { Scheduler } from '../../application/shared/Scheduler';

/**
 * Whole seconds left to a time, as observable state: "now" is read from the Clock, and again each
 * second until none are left; then `atZero` runs. `count` is the domain's rule for the seconds left.
 */
export class Countdown<Left extends number | null = number> {
  private end: string | null = null;
  private now: Date;
  private cancelTick = (): void => undefined;

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly count: (end: string | null, now: Date) => Left,
    private readonly atZero = (): void => undefined,
  ) {
    this.now = clock.now();
    makeObservable<Countdown<Left>, 'end' | 'now'>(this, {
      end: observable,
      now: observable,
      secondsLeft: computed,
      until: action,
      resume: action,
    });
  }

  get secondsLeft(): Left {
    return this.count(this.end, this.now);
  }

  /** Counts down to an ISO time (null: none, `count` says what is left then). */
  until(end: string | null): void {
    this.end = end;
    this.resume();
  }

  forSeconds(seconds: number): void {
    this.until(new Date(this.clock.now().getTime() + seconds * 1000).toISOString());
  }

  /** Ticks again after stop(), down to the same time (a tick due is cancelled). */
  resume(): void {
    this.cancelTick();
    this.now = this.clock.now();
    if (this.secondsLeft === 0) this.atZero();
    else this.cancelTick = this.scheduler.after(COUNTDOWN_TICK_MS, () => this.resume());
  }

  /** Stops ticking (the screen is left); the time counted to is kept. Cancelling twice is harmless. */
  stop(): void {
    this.cancelTick();
  }
}
