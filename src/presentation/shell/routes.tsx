import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { AppTexts } from '../i18n/AppTexts';
import { BACKEND_MODE } from '../../application/config/BackendMode';
import { ErrorPageView } from '../errors/ErrorPageView';
import { usePageType } from './analytics';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { loadBreadcrumbs } from './Breadcrumbs';
import { useInstance } from './ContainerContext';
import { PageLoading } from './PageLoading';
import type { ShellHandle } from './pageKind';
import { ROUTES, type Page, type PageKind } from './routeTable';
import { RouteGuard } from './RouteGuard';
import { ShellLayout } from './ShellLayout';

/**
 * A row's page with what the shell does for every page: the analytics page type its row names, pushed
 * on entering it; a page only the sandbox has is Not Found with the HTTP backend.
 */
function framed(View: ComponentType, { pageType, sandboxOnly }: Page): ComponentType {
  return function FramedPage() {
    usePageType(pageType);
    const mode = useInstance(BACKEND_MODE);
    return sandboxOnly && mode !== 'sandbox' ? <ErrorPageView kind="notFound" /> : <View />;
  };
}

/**
 * A row's page without its guard (as tests render it too), its handle what the shell reads (pageKind.ts),
 * shown once its chunk (with the breadcrumbs of a centred page) and, when given, its family's texts are
 * downloaded.
 */
export function pageRoute(page: Page<string, PageKind>, texts?: AppTexts): RouteObject {
  const { load } = page;
  if (load === undefined) throw new Error(`${page.path} has no page: the guard only redirects it`);
  const handle: ShellHandle = { page: page.kind, layout: page.layout ?? 'centred' };
  const lazy = async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([
      load(),
      texts?.need(page.family),
      handle.layout === 'centred' ? loadBreadcrumbs(page.family) : undefined,
    ]);
    return { Component: framed(Component, page) };
  };
  return page.path === '/' ? { index: true, handle, lazy } : { path: page.path, handle, lazy };
}

/** The route of a row, behind its guard. */
function routeOf(page: Page<string, PageKind>, texts: AppTexts): RouteObject {
  const guard = <RouteGuard family={page.guard} step={page.step ?? null} />;
  if (page.load === undefined) return { path: page.path, element: guard };
  return { element: guard, children: [pageRoute(page, texts)] };
}

/**
 * Every page of the route table (routeTable.ts) behind its guard, in the shell's layout; a page's
 * failure to load or render shows the unspecified error in it.
 */
export function createRoutes(texts: AppTexts): RouteObject[] {
  const pages: Page<string, PageKind>[] = Object.values(ROUTES);
  const children = [
    { errorElement: <RouteErrorPage />, children: pages.map((page) => routeOf(page, texts)) },
  ];
  return [{ element: <ShellLayout />, HydrateFallback: PageLoading, children }];
}
