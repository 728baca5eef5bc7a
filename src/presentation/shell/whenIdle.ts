import { afterNextPaint } from './afterNextPaint';

/** How long work put off until the browser is idle may wait at most, and where it has no idle callback. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `work` once the browser is idle (or after IDLE_WAIT_MS at the latest): what a page may need on
 * interaction downloads without competing with its first paint and first taps. Returns a cancel.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: IDLE_WAIT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(work, IDLE_WAIT_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `work` once the browser is idle after the next paint: a frame's callbacks can run before the
 * frame they drew is on screen, so work whose own answer would be drawn meanwhile (a call, on a phone
 * whose first paint is its largest) waits for the idle time after it. Returns a cancel.
 */
export function whenIdleAfterPaint(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelPaint = afterNextPaint(() => {
    cancelIdle = whenIdle(work);
  });
  return () => {
    cancelPaint();
    cancelIdle?.();
  };
}
