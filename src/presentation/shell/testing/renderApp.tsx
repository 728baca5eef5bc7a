import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
// A helper for the presentation tests only: it builds the app the way the tests (and main.tsx) do,
// through the composition root, so it may reach outward as test files may.
import { MemoryStorage } from '../../../adapters/browser/MemoryStorage';
import type { SandboxApi } from '../../../adapters/sandbox/SandboxApi';
import { createContainer } from '../../../composition/createContainer';
import { sandboxApp } from '../../../composition/testing/sandboxApp';
import type { Language } from '../../../domain/language/Language';
import { AppTexts } from '../../i18n/AppTexts';
import { bundledTexts } from '../../i18n/testing/bundledTexts';
import { App } from '../App';
import { LanguagePresenter } from '../LanguagePresenter';
import { createRoutes } from '../routes';

export interface ShellWorld {
  container: Container;
  sandbox: SandboxApi;
  storage: MemoryStorage;
}

/** A sandbox app over memory storage, speaking the given language; `clock` is the sandbox's "now". */
export function shellWorld(language: Language = 'en', clock?: () => Date): ShellWorld {
  const storage = new MemoryStorage();
  storage.setItem('language', language);
  const { container, sandbox } = sandboxApp({ storage, clock });
  return { container, sandbox, storage };
}

/** The whole app at a path, in a memory router; its language's texts at hand, another's downloaded. */
export function renderApp(world: Pick<ShellWorld, 'container'>, path: string, routes?: RouteObject[]) {
  const { language } = world.container.get(LanguagePresenter);
  const texts = new AppTexts(language, bundledTexts(language));
  const router = createMemoryRouter(routes ?? createRoutes(texts), { initialEntries: [path] });
  const view = render(
    <App container={world.container} texts={texts}>
      <RouterProvider router={router} />
    </App>,
  );
  /** Where the router is now: path and query. */
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, where, ...view };
}

/** The same device after a reload: storage and sandbox kept, nothing loaded in memory yet. */
export function reloaded(world: ShellWorld): ShellWorld {
  return {
    ...world,
    container: createContainer('sandbox', { storage: world.storage, sandbox: world.sandbox }),
  };
}
