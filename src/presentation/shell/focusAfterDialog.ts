import { focusHeading } from './focusHeading';

/** The focus went with what held it: nothing has it, or the page's body. */
export function focusOnBody(): boolean {
  const focused = document.activeElement;
  return focused === null || focused === document.body;
}

/**
 * After a dialog closed over a page that changed beneath it (its trigger gone, or another page shown,
 * as when a sign-in replays the action that asked for it), the focus it gives back falls to the body.
 * It goes instead to the first control of the dialog still on show, else to the page's main heading.
 */
export function refocusAfterDialog(): void {
  // The dialog hands the focus back as it closes; whatever took it then is where the person is.
  window.setTimeout(() => {
    if (!focusOnBody()) return;
    // The topmost dialog on show (a closed antd modal stays in the page, undisplayed).
    const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]'))
      .filter((shown) => shown.getClientRects().length > 0)
      .at(-1);
    const control = (dialog?.querySelector('.ant-modal-body') ?? dialog)?.querySelector<HTMLElement>(
      'input:not([disabled]), button:not([disabled])',
    );
    if (control) control.focus();
    else focusHeading();
  }, 0);
}
