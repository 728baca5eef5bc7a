import type { Clock } from '../src/application/shared/Clock';

/** A clock tests move by hand; the server serves POST /sandbox-api/clock/advance only when it has one. */
export interface ControllableClock extends Clock {
  advance(ms: number): void;
}

/** Stands still at `start` until advanced. */
export class ManualClock implements ControllableClock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
