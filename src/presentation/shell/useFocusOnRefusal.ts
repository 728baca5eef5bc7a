import { useEffect, useRef, type RefObject } from 'react';
import { focusOnBody } from './focusAfterDialog';
import { focusHeading } from './focusHeading';

/**
 * A page heading that takes the focus when a refusal comes while the page is shown (the subject
 * changed in another tab): the reason replaces the confirm button, which took the focus with it.
 * `refused` is null while the subject is not known yet.
 */
export function useFocusOnRefusal(refused: boolean | null): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const before = useRef(refused);
  useEffect(() => {
    const was = before.current;
    before.current = refused;
    if (was === false && refused === true && focusOnBody()) focusHeading(heading.current);
  }, [refused]);
  return heading;
}
