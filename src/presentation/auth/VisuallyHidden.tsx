import type { ReactNode } from 'react';

const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Read by screen readers, not shown (e.g. that a link opens a new tab). */
export function VisuallyHidden({ children }: { children?: ReactNode }) {
  return <span style={HIDDEN}>{children}</span>;
}
