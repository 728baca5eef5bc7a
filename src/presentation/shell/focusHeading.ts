import { keyboardWasLast } from './inputModality';

/**
 * A page's main heading, made focusable from script only, focused where it stands: a screen reader
 * reads the new page's title. Its ring is drawn for a keyboard user only (:focus-visible's rule):
 * left to the browser, a focus moved by script with nothing focused before (a page reached by a
 * redirect, or whose link went with the old page) drew a black rectangle round the title for mouse
 * and touch users too.
 */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true, focusVisible: keyboardWasLast() });
}
