/** Whether the visitor's last press was a key rather than a pointer (mouse, touch, pen): false before any. */
let keyboardLast = false;

/**
 * Follows the visitor's presses in a document for the whole visit (the shell, once); returns how to
 * stop. A shortcut (Ctrl, Alt or Meta held) is not keyboard navigation, as for :focus-visible.
 */
export function followInputModality(document: Document): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (!event.ctrlKey && !event.altKey && !event.metaKey) keyboardLast = true;
  };
  const onPointer = () => {
    keyboardLast = false;
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('pointerdown', onPointer, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('pointerdown', onPointer, true);
    keyboardLast = false;
  };
}

export const mainHeading = () => document.querySelector<HTMLElement>('main h1');

/**
 * Focuses a page's heading (by default its main one) where it stands, so that a screen reader reads
 * the new title. Its ring is drawn for a keyboard user only, as :focus-visible decides for a focus a
 * person moves: left to the browser, a focus moved by script with nothing focused before drew a black
 * rectangle round the title for mouse and touch users too.
 */
export function focusHeading(heading = mainHeading()): void {
  if (heading === null) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true, focusVisible: keyboardLast });
}
