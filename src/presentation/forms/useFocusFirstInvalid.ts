import type { Form } from 'antd';
import { useEffect, useRef, type ComponentRef, type RefObject } from 'react';

/** What antd's Form hands its ref: its <form> element among the rest. */
export type FormHandle = ComponentRef<typeof Form>;

/**
 * Each refused submission (`refusals`) focuses the form's first field marked invalid, which the browser
 * scrolls into view: on a phone the submit button is often a screen below the field and its message.
 */
export function useFocusFirstInvalid(refusals: number): RefObject<FormHandle | null> {
  const form = useRef<FormHandle>(null);
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.nativeElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return form;
}
