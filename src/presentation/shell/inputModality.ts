/**
 * Whether the visitor's last press was a key rather than a pointer (mouse, touch, pen): false before
 * any press. It tells a focus moved by the app (to a new page's heading) whether to draw its ring, as
 * the browser's own :focus-visible decides for the focus a person moves.
 */
let keyboardLast = false;

export function keyboardWasLast(): boolean {
  return keyboardLast;
}

/**
 * Follows the visitor's presses in a document, for the whole visit (the shell, once); returns how to
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
