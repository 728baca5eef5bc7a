import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { renderRoutes } from '../../testing/renderScreen';
import { LanguagePresenter } from '../LanguagePresenter';

/** One component with what the shell gives it (container, texts in the app's language, a router), without the routes. */
export function renderWithShell(container: Container, ui: ReactNode, path = '/') {
  const { language } = container.get(LanguagePresenter);
  return renderRoutes(container, { routes: [{ path, element: ui }], at: path, language });
}
