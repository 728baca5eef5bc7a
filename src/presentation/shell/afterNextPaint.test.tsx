import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Up to the next frame, whose callbacks run. */
  const nextFrame = () => jest.advanceTimersByTime(16);
  /** What a frame's callback set a timer for, after that frame. */
  const itsTimer = () => jest.advanceTimersByTime(1);

  it('runs the work after the frame painted now and the one after it, not before', () => {
    const work = jest.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    nextFrame();
    expect(work).not.toHaveBeenCalled();
    nextFrame();
    itsTimer();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, whichever frame it is at', () => {
    const before = jest.fn();
    afterNextPaint(before)();
    const between = jest.fn();
    const cancel = afterNextPaint(between);
    nextFrame();
    cancel();
    jest.advanceTimersByTime(100);
    expect(before).not.toHaveBeenCalled();
    expect(between).not.toHaveBeenCalled();
  });
});
