import type { Clock } from '../../application/shared/Clock';

/** The device's own time. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
