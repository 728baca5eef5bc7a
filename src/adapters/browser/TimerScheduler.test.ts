import { TimerScheduler } from './TimerScheduler';

describe('TimerScheduler', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the task once its delay has passed, not a millisecond before', () => {
    const run = jest.fn();
    new TimerScheduler().after(5000, run);
    jest.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(10000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const run = jest.fn();
    const cancel = new TimerScheduler().after(5000, run);
    jest.advanceTimersByTime(4999);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });

  it('cancels only the task it was returned for', () => {
    const scheduler = new TimerScheduler();
    const first = jest.fn();
    const second = jest.fn();
    const cancelFirst = scheduler.after(1000, first);
    scheduler.after(1000, second);
    cancelFirst();
    jest.advanceTimersByTime(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('accepts a cancel after the task ran', () => {
    const run = jest.fn();
    const cancel = new TimerScheduler().after(10, run);
    jest.advanceTimersByTime(10);
    expect(() => cancel()).not.toThrow();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
