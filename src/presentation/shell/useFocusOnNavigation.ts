import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusOnBody } from './focusAfterDialog';
import { focusHeading, mainHeading } from './focusHeading';

/** How long a new page may take to show its heading (its data loading) before the focus stays put. */
const HEADING_WAIT_MS = 5000;

/**
 * The focus was lost with the old page, or sits in the header or in its dropdown menu, which the page
 * chosen from it closes (antd draws that menu at the end of the body, outside the header; left there,
 * the focus would sit on a hidden item, then the body).
 */
function focusLost(): boolean {
  return focusOnBody() || document.activeElement?.closest('header, [role="menu"]') != null;
}

/**
 * After a move to another page, puts the focus on its main heading when the focus was lost with the
 * old page or was in the header: keyboard users go on from the top, screen readers read the title. A
 * field or dialog that took the focus keeps it. Not on the first page, where the browser starts as
 * usual; a change of the query alone is not a new page.
 */
export function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    /** True once there is nothing left to wait for. */
    const focusWhenShown = () => {
      const heading = mainHeading();
      if (heading === null) return false;
      if (focusLost()) {
        focusHeading(heading);
        return true;
      }
      // A dialog may be on its way out: the one-time-code dialog closes over the page its sign-in leads
      // to, and the focus goes with it (to the body) once its fade-out ends; then the heading takes it.
      return document.activeElement?.closest('[role="dialog"]') == null;
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
