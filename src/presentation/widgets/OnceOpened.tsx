import { Suspense, useState, type ReactNode } from 'react';

/**
 * Shows a part whose code downloads on demand (a `lazy` dialog) once `open` first turns true, and keeps
 * it mounted after: a dialog closing plays its animation, hands the focus back and keeps what it holds.
 * A press before the code arrived is not lost: what it opened is the presenter's state, which the part
 * shows once its code is there.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
