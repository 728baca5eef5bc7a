import { useMediaQuery } from './useMediaQuery';

/** The visitor's system setting asking for less movement on screen. */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked their system for reduced motion; follows a change of the setting. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
