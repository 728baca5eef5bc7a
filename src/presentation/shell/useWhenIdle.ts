import { useEffect, type DependencyList } from 'react';

/** At the latest: a busy page still gets on with it. */
const IDLE_DEADLINE_MS = 2000;

/**
 * Runs `work` once the page is shown and the browser has nothing more urgent to do (or after two
 * seconds), again whenever `deps` change: for what a visitor does not need to start using the page,
 * such as the footer's news. Where the browser cannot tell idle time (jsdom), it runs at once.
 */
export function useWhenIdle(work: () => void, deps: DependencyList): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      work();
      return;
    }
    const handle = window.requestIdleCallback(work, { timeout: IDLE_DEADLINE_MS });
    return () => window.cancelIdleCallback(handle);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's own deps
  }, deps);
}
