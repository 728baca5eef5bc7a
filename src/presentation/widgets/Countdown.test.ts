import { autorun } from 'mobx';
import { secondsUntilAllowed } from '../../domain/session/resendWait';
import type { Clock } from '../../application/shared/Clock';
import type { Scheduler } from '../../application/shared/Scheduler';
import { Countdown } from './Countdown';

const clock: Clock = { now: () => new Date() };
const scheduler: Scheduler = {
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

describe('Countdown, the seconds left to a time', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('reads the time each second until none are left, then stops ticking and says so', () => {
    const atZero = jest.fn();
    const countdown = new Countdown(clock, scheduler, secondsUntilAllowed, atZero);
    const seen: number[] = [];
    const stopSeeing = autorun(() => seen.push(countdown.secondsLeft));
    countdown.forSeconds(2);
    jest.advanceTimersByTime(1000);
    expect(atZero).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    expect(seen).toEqual([0, 2, 1, 0]);
    expect(atZero).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
    stopSeeing();
  });

  it('keeps the time counted to when stopped, and resumes down to it', () => {
    const countdown = new Countdown(clock, scheduler, secondsUntilAllowed);
    countdown.until('2025-03-01T10:00:10Z');
    countdown.stop();
    jest.advanceTimersByTime(3000);
    expect(countdown.secondsLeft).toBe(10);
    expect(jest.getTimerCount()).toBe(0);
    countdown.resume();
    expect(countdown.secondsLeft).toBe(7);
    jest.advanceTimersByTime(1000);
    expect(countdown.secondsLeft).toBe(6);
  });

  it('ticks on while there is no end to count to, and a new end starts the count again', () => {
    const count = (end: string | null, now: Date) => (end === null ? null : secondsUntilAllowed(end, now));
    const countdown = new Countdown(clock, scheduler, count);
    countdown.until(null);
    expect(countdown.secondsLeft).toBeNull();
    expect(jest.getTimerCount()).toBe(1);
    countdown.until('2025-03-01T10:01:00Z');
    expect(countdown.secondsLeft).toBe(60);
    expect(jest.getTimerCount()).toBe(1);
    countdown.stop();
  });
});
