import { useEffect, useRef, type DependencyList, type RefObject } from 'react';

/**
 * Runs `work` once the ref's element comes into the window, and again when `deps` change: for what a
 * visitor needs only once scrolled to (the footer's news, which a phone's first seconds are better
 * spent without). Where the browser cannot tell (jsdom), at once.
 */
export function useWhenInView<T extends Element>(
  work: () => void,
  deps: DependencyList,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof window.IntersectionObserver !== 'function') {
      work();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      work();
    });
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's own deps
  }, deps);
  return ref;
}
