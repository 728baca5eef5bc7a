import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A function of one identity for the component's life, which calls the latest `callback` it was given:
 * a memoised child handed it is not drawn again because its parent was. Called from a handler, never
 * during a render (it reads what the last committed render gave).
 */
export function useLatestCallback<F extends (...args: never[]) => unknown>(callback: F): F {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  // Made once; it takes and gives what `callback` does, so its type is F's.
  const [stable] = useState(() => ((...args: Parameters<F>) => latest.current(...args)) as F);
  return stable;
}
