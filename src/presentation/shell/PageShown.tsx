import { createContext, useContext, useEffect } from 'react';

/** Who wants to hear that the page is on screen (startApp.tsx, through App), if anyone. */
export const PageShownContext = createContext<(() => void) | null>(null);

/**
 * Says the page is on screen once its content has been rendered, or taken over from a prerendered page.
 * The layouts render it beside the page, inside the same Suspense boundary: the app takes a boundary's
 * prerendered content over after the rest of the shell.
 */
export function PageShown() {
  const shown = useContext(PageShownContext);
  useEffect(() => {
    shown?.();
  }, [shown]);
  return null;
}
