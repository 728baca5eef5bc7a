import { useCallback, useSyncExternalStore } from 'react';

/** Below 960 pixels the shell uses its compact layout (SPEC section 2). */
export const COMPACT_QUERY = '(max-width: 959.98px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}

export const useCompactLayout = (): boolean => useMediaQuery(COMPACT_QUERY);

export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
