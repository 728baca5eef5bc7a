import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { formatNumber } from './domain/language/formatNumbers';
import { formatMoney } from './domain/money/formatMoney';
import { nextTask } from './nextTask';
import type { PreparedApp } from './prepareApp';
import { App } from './presentation/shell/App';
import { loadMatchedRoutes } from './presentation/shell/loadMatchedRoutes';
import {
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  REACT_ID_PREFIX,
  TAKEOVER_EVENTS,
} from './presentation/shell/prerendered';
import { createRoutes } from './presentation/shell/routes';

/**
 * Starts the app in the page's #root (main.tsx calls it once the libraries are evaluated), from its
 * services (prepareApp.ts). The shell's texts in the shown language and the page's own route modules
 * with their texts are downloaded before the first render: no page ever shows a missing text, nor a
 * loading indicator in place of a page already on screen.
 */
export async function startApp(
  root: HTMLElement,
  { container, language, session, texts, shellTexts }: PreparedApp,
): Promise<void> {
  /**
   * A page prerendered at build time (the landing page, Authorization) is taken over where it stands
   * when it shows what this visitor would see: the same language, and nobody signed in. Otherwise the
   * app renders afresh, the prerendered page staying on screen until then.
   */
  const takesOverPrerenderedPage =
    root.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language && !session.hasToken;
  const routes = createRoutes(texts);
  // The page's modules with their texts (downloading since prepareApp) and the shell's texts; each is
  // evaluated in a task of its own.
  await nextTask();
  await Promise.all([shellTexts, loadMatchedRoutes(routes, window.location, nextTask)]);
  await nextTask();
  // The browser loads a language's number formats the first time one is built, some 10 ms on a fast
  // machine: here, in a task of its own, rather than within the render of the footer's amounts.
  formatNumber(0, language);
  formatMoney(100, language);
  await nextTask();
  // A page taken over is, to React Router, one rendered on a server: hydration data (none: no route
  // loads data) tells it so, and it leaves the scroll where the visitor had it rather than at the top.
  const router = createBrowserRouter(routes, takesOverPrerenderedPage ? { hydrationData: {} } : undefined);
  const app = (
    <StrictMode>
      <App container={container} texts={texts} onShown={tellPage(TAKEOVER_EVENTS.done)}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // A transition: React renders in slices of a few milliseconds, so the page answers input meanwhile.
  startTransition(() => {
    tellPage(TAKEOVER_EVENTS.starting)();
    const options = { identifierPrefix: REACT_ID_PREFIX };
    if (takesOverPrerenderedPage) hydrateRoot(root, app, options);
    else createRoot(root, options).render(app);
  });
}

/** Tells the page's first script (earlyInput.ts) how far the app is: it keeps what was pressed meanwhile. */
function tellPage(event: string): () => void {
  return () => document.dispatchEvent(new Event(event));
}
