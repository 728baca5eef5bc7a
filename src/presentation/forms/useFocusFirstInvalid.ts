import { useEffect, useRef, type RefObject } from 'react';

/**
 * Each refused submission (`refusals`) focuses the form's first field marked invalid, which the browser
 * scrolls into view: on a phone the submit button is often a screen below the field and its message.
 */
export function useFocusFirstInvalid(refusals: number): RefObject<HTMLFormElement | null> {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return form;
}
