import { useSyncExternalStore } from 'react';

/** Below 960 pixels the shell uses its compact layout (SPEC section 2). */
export const COMPACT_QUERY = '(max-width: 959.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(COMPACT_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isCompact = () => window.matchMedia(COMPACT_QUERY).matches;

/** Whether the window is narrower than 960 pixels; follows resizing. */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(subscribe, isCompact, () => false);
}
