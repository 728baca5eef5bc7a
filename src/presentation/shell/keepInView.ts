/** What the consumer does that means they now steer the page themselves. */
const CONSUMER_ACTIONS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Long enough for a busy machine to finish laying the page out, short enough never to fight a reader. */
const WATCH_MS = 5000;

/**
 * Scrolls the element into the middle of the view, then keeps it there while the page settles (scroll
 * restoration, a late layout, a list re-render can move it), until the consumer's first action or a
 * few seconds. Returns the function that stops watching early.
 */
export function keepInView(element: HTMLElement): () => void {
  const bringBack = () => {
    if (!isFullyVisible(element)) element.scrollIntoView({ block: 'center' });
  };
  const resizes = new ResizeObserver(bringBack);
  const timer = window.setTimeout(stop, WATCH_MS);
  function stop() {
    window.clearTimeout(timer);
    resizes.disconnect();
    document.removeEventListener('scroll', bringBack, { capture: true });
    for (const action of CONSUMER_ACTIONS) window.removeEventListener(action, stop, { capture: true });
  }

  element.scrollIntoView({ block: 'center' });
  // Capture: a scrolling list's own scroll events do not bubble.
  document.addEventListener('scroll', bringBack, { capture: true, passive: true });
  resizes.observe(document.body);
  for (const action of CONSUMER_ACTIONS)
    window.addEventListener(action, stop, { capture: true, passive: true });
  return stop;
}

/** Whole inside the window and inside every scrolling box around it. */
function isFullyVisible(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > window.innerHeight) return false;
  for (let parent = element.parentElement; parent !== null; parent = parent.parentElement) {
    if (parent.scrollHeight <= parent.clientHeight) continue;
    const frame = parent.getBoundingClientRect();
    if (box.top < frame.top || box.bottom > frame.bottom) return false;
  }
  return true;
}
