import { useEffect, useRef, type DependencyList, type RefObject } from 'react';

/**
 * Runs `work` once the element the returned ref is given comes into the window, and again whenever
 * `deps` change while it is there: for what a visitor only needs once they scroll to it, such as the
 * footer's news, which a phone's first seconds are better spent without. Where the browser cannot tell
 * (jsdom), it runs at once.
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
