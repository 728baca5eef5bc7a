import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { renderScreen } from '../../testing/renderScreen';
import { LanguagePresenter } from '../LanguagePresenter';

/** One component with what the shell gives it (container, texts in the app's language, a router), without the routes. */
export function renderWithShell(container: Container, ui: ReactNode, path = '/') {
  return renderScreen(container, { path, element: ui, language: container.get(LanguagePresenter).language });
}
