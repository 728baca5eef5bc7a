import { useEffect, useRef } from 'react';

/** The page types the spec names for its analytics events (SPEC section 2). */
export type PageType = 'homepage' | 'account' | 'email_validate';

declare global {
  interface Window {
    /** The tag manager's queue; whoever loads first creates it. */
    dataLayer?: unknown[];
  }
}

/**
 * Pushes the page-type event to window.dataLayer (created when no tag manager has yet) once each time
 * the page is entered. The ref keeps React's development double-run of effects (StrictMode) from
 * counting one visit twice.
 */
export function usePageType(pageType: PageType): void {
  const pushed = useRef(false);
  useEffect(() => {
    if (pushed.current) return;
    pushed.current = true;
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'page_type', pageType, platform: 'web', currency: 'EUR', country: 'fr' });
  }, [pageType]);
}
