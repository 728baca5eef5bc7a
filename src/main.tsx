import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createContainer } from './composition/createContainer';
import { App } from './presentation/shell/App';
import { routes } from './presentation/shell/routes';

const container = createContainer(process.env.API_BASE_URL ? 'http' : 'sandbox', {
  storage: window.localStorage,
});
const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App container={container} router={router} />
  </StrictMode>,
);
