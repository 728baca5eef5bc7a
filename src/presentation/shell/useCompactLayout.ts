import { useMediaQuery } from './useMediaQuery';

/** Below 960 pixels the shell uses its compact layout (SPEC section 2). */
export const COMPACT_QUERY = '(max-width: 959.98px)';

/** Whether the window is narrower than 960 pixels; follows resizing. */
export function useCompactLayout(): boolean {
  return useMediaQuery(COMPACT_QUERY);
}
