import type { Form } from 'antd';
import { useEffect, useRef, type ComponentRef, type RefObject } from 'react';

/** What antd's Form hands its ref: its <form> element among the rest. */
export type FormHandle = ComponentRef<typeof Form>;

/**
 * Once a submission is refused with messages on fields, puts the focus on the form's first field
 * marked invalid (FormField's aria-invalid), which the browser scrolls into view: on a phone the
 * submit button is often a screen below that field, and its message showed out of sight while the
 * focus stayed on the button. `refusals` counts the refused submissions; each new one moves the
 * focus. The returned ref goes on the form.
 */
export function useFocusFirstInvalid(refusals: number): RefObject<FormHandle | null> {
  const form = useRef<FormHandle>(null);
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.nativeElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return form;
}
