/**
 * Runs `work` once what is on screen now has been painted and shown: a frame's callback runs before the
 * frame is painted, the next frame's once it has been shown, and a timer set there after that frame.
 * For work that would otherwise hold the first paint back (reading the layout, a navigation, a call
 * whose answer is drawn below). Returns a cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(work);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
