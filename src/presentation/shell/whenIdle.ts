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
