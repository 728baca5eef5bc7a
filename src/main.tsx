import 'reflect-metadata/lite';
// antd's styles, computed once at its build instead of in every visitor's browser (shell/theme.ts).
import 'antd/dist/antd.css';
// The app's own few style rules (the compact layout, the landing sections).
import './presentation/app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createContainer } from './composition/createContainer';
import { loadTexts } from './presentation/i18n/loadTexts';
import { App } from './presentation/shell/App';
import { LanguagePresenter } from './presentation/shell/LanguagePresenter';
import { loadMatchedRoutes } from './presentation/shell/loadMatchedRoutes';
import { PRERENDERED_LANGUAGE_ATTRIBUTE, REACT_ID_PREFIX } from './presentation/shell/prerendered';
import { routes } from './presentation/shell/routes';
import { SessionPresenter } from './presentation/shell/SessionPresenter';

const apiBaseUrl = process.env.API_BASE_URL;
const container = createContainer(apiBaseUrl ? 'http' : 'sandbox', {
  storage: window.localStorage,
  navigator: window.navigator,
  apiBaseUrl,
  // Payment redirects must come back to wherever the app is served.
  origin: window.location.origin,
});
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const { language } = container.get(LanguagePresenter);

/**
 * A page prerendered at build time (the landing page, Authorization) is taken over where it stands when
 * it shows what this visitor would see: the same language, and nobody signed in. Otherwise the app
 * renders afresh, the prerendered page staying on screen until then.
 */
function takesOverPrerenderedPage(page: HTMLElement): boolean {
  return (
    page.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language &&
    !container.get(SessionPresenter).hasToken
  );
}

// The shown language's texts and the page's own route modules are downloaded before the first render:
// no page ever shows a missing text, nor a loading indicator in place of a page already on screen.
void Promise.all([loadTexts(language), loadMatchedRoutes(routes, window.location)]).then(([texts]) => {
  const app = (
    <StrictMode>
      <App container={container} texts={texts}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>
    </StrictMode>
  );
  // A transition: React renders in slices of a few milliseconds, so the page answers input meanwhile.
  startTransition(() => {
    const options = { identifierPrefix: REACT_ID_PREFIX };
    if (takesOverPrerenderedPage(root)) hydrateRoot(root, app, options);
    else createRoot(root, options).render(app);
  });
});
