import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusHeading } from './focusHeading';

/** How long a new page may take to show its heading (its data loading) before the focus stays put. */
const HEADING_WAIT_MS = 5000;

/**
 * The focus was lost with the old page (on the body), or sits in the header above the pages or in
 * the header's dropdown menu, which the page chosen from it closes (antd draws that menu at the end
 * of the body, outside the header; left there, the focus would sit on a hidden item, then the body).
 */
function focusLost(): boolean {
  const focused = document.activeElement;
  return (
    focused === null ||
    focused === document.body ||
    focused.closest('header') !== null ||
    focused.closest('[role="menu"]') !== null
  );
}

/**
 * The focus sits in a dialog that may be on its way out: the one-time-code dialog closes over the
 * page its sign-in leads to, and the focus goes with it (to the body) once its fade-out ends.
 */
function focusInDialog(): boolean {
  return document.activeElement?.closest('[role="dialog"]') != null;
}

/**
 * After a move to another page inside the app, puts the focus on the new page's main heading when
 * the focus was lost with the old page or was in the header or its menu: keyboard users go on from the top of the
 * new page, and screen readers read its title. A field or dialog that took the focus keeps it; a dialog
 * that closes while the page shows (within the wait) hands the focus to the heading rather than to the
 * body. Not on the first page, where the browser starts as usual; a change of the query alone is not a
 * new page.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const findHeading = () => document.querySelector<HTMLElement>('main h1');
    /** True once there is nothing left to wait for. */
    const focusWhenShown = () => {
      const heading = findHeading();
      if (heading === null) return false;
      if (focusLost()) {
        focusHeading(heading);
        return true;
      }
      return !focusInDialog();
    };
    if (focusWhenShown()) return;
    const observer = new MutationObserver(() => {
      if (focusWhenShown()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
}
