import type { Scheduler } from '../../application/shared/Scheduler';

/** Schedules with the global setTimeout, looked up at each call so test fake timers take over. */
export class TimerScheduler implements Scheduler {
  after(ms: number, run: () => void): () => void {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  }
}
