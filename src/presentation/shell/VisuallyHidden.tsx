import type { CSSProperties, ReactNode } from 'react';

/** Read by screen readers only: the standard "visually hidden" pattern. */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span style={VISUALLY_HIDDEN}>{children}</span>;
}
