import { useEffect, useRef } from 'react';

/** SPEC section 2's analytics page types. */
export type PageType = 'homepage' | 'account' | 'email_validate';

declare global {
  interface Window {
    /** The tag manager's queue; whoever loads first creates it. */
    dataLayer?: unknown[];
  }
}

/** Pushes the page-type event, if any, once per entry to the page (the ref: StrictMode's double run counts once). */
export function usePageType(pageType: PageType | undefined): void {
  const pushed = useRef(false);
  useEffect(() => {
    if (pushed.current || pageType === undefined) return;
    pushed.current = true;
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'page_type', pageType, platform: 'web', currency: 'EUR', country: 'fr' });
  }, [pageType]);
}
