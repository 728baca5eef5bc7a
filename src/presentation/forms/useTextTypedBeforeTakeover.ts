import type { InputRef } from 'antd';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * A field of a prerendered page (the landing order box, the sign-in form) can be typed into before the
 * app takes it over, unknown to its presenter: at takeover, what it shows is handed to `onChange` as if
 * typed then, and `onBlur` follows when the visitor has already left the field. The ref goes on the Input.
 */
export function useTextTypedBeforeTakeover(
  value: string,
  onChange: (text: string) => void,
  onBlur: () => void,
): RefObject<InputRef | null> {
  const field = useRef<InputRef>(null);
  useEffect(() => {
    const input = field.current?.input;
    if (!input || input.value === value) return;
    onChange(input.value);
    if (input.ownerDocument.activeElement !== input) onBlur();
    // Once, at the first commit: what the field shows when the app takes it over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}
