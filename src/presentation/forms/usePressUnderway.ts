import { useCallback, useEffect, useRef } from 'react';

/** What a visitor presses: the shop's buttons, antd's included. */
const BUTTON = 'button, [role="button"]';

/**
 * Whether a button is being pressed, from pointer down until its click (or a cancel, or a key). A press
 * moves the focus out of a field before the click lands: what leaving the field changed is unseen yet.
 */
export function usePressUnderway(): () => boolean {
  const pressed = useRef<Element | null>(null);
  useEffect(() => {
    const down = (event: Event) => {
      pressed.current = event.target instanceof Element ? event.target : null;
    };
    const over = () => {
      pressed.current = null;
    };
    const listeners: [string, (event: Event) => void][] = [
      ['pointerdown', down],
      ['click', over],
      ['pointercancel', over],
      ['keydown', over],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, true);
    return () => {
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
    };
  }, []);
  return useCallback(() => pressed.current?.closest(BUTTON) != null, []);
}
