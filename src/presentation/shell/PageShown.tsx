import { createContext, useContext, useEffect } from 'react';

/** Who wants to hear that the page is on screen (startApp.tsx, through App), if anyone. */
export const PageShownContext = createContext<(() => void) | null>(null);

/**
 * Says the page is on screen, rendered or taken over from a prerendered page. The layouts render it
 * beside the page, in its Suspense boundary: a boundary's prerendered content is taken over last.
 */
export function PageShown() {
  const shown = useContext(PageShownContext);
  useEffect(() => {
    shown?.();
  }, [shown]);
  return null;
}
