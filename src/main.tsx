import 'reflect-metadata/lite';
// antd's styles, computed once at its build instead of in every visitor's browser (shell/theme.ts).
import 'antd/dist/antd.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createContainer } from './composition/createContainer';
import { loadTexts } from './presentation/i18n/loadTexts';
import { App } from './presentation/shell/App';
import { LanguagePresenter } from './presentation/shell/LanguagePresenter';
import { routes } from './presentation/shell/routes';

const apiBaseUrl = process.env.API_BASE_URL;
const container = createContainer(apiBaseUrl ? 'http' : 'sandbox', {
  storage: window.localStorage,
  navigator: window.navigator,
  apiBaseUrl,
  // Payment redirects must come back to wherever the app is served.
  origin: window.location.origin,
});
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Only the language shown is downloaded, before the first render: no page ever shows a missing text.
const { language } = container.get(LanguagePresenter);
void loadTexts(language).then((texts) =>
  createRoot(root).render(
    <StrictMode>
      <App container={container} router={router} texts={texts} />
    </StrictMode>,
  ),
);
