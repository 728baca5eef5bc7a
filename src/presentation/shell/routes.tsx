import type { ServiceIdentifier } from 'inversify';
import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useParams, useSearchParams, type RouteObject } from 'react-router-dom';
import type { AppTexts } from '../i18n/AppTexts';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { CentredLayout } from './CentredLayout';
import { usePresenter } from './ContainerContext';
import { FullWidthLayout } from './FullWidthLayout';
import { PageLoading } from './PageLoading';
import type { ShellHandle } from './pageKind';
import { pageAt, ROUTES, type Page, type PageHostOf, type PagePresenter, type PageView } from './routeTable';
import { RouteGuard } from './RouteGuard';
import { ShellLayout } from './ShellLayout';

/**
 * A page with a presenter, as the router shows it: the presenter is made for the visit, entered with
 * the address (again when its parameters, or the query parameters it names, change) and left when
 * the visitor goes; the view gets it as a prop.
 */
const pageHost: PageHostOf = <T extends PagePresenter<string, string>>(
  presenter: ServiceIdentifier<T>,
  View: PageView<T>,
  queryNames: readonly string[],
) =>
  function PageHost() {
    const page = usePresenter(presenter);
    const params = useParams();
    const [search] = useSearchParams();
    // The page is entered again when the values it is entered with change, not their objects (made
    // afresh at each navigation, a change of the query's other parameters included).
    const address = JSON.stringify(pageAt({ params, search }, queryNames));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- address: the values params and search hold
    const at = useMemo(() => pageAt({ params, search }, queryNames), [address]);
    useEffect(() => {
      void page.enter?.(at);
      return () => page.leave?.();
    }, [page, at]);
    return <View presenter={page} />;
  };

/** The routes of one layout, a page's failure to load or render showing the unspecified error in it. */
function laidOut(element: ReactNode, children: RouteObject[]): RouteObject {
  return { element, children: [{ errorElement: <RouteErrorPage />, children }] };
}

/**
 * The route of a row, behind its guard (SPEC section 2, registration guard). The page is shown once
 * its modules (its family's chunk) and its family's texts are both downloaded.
 */
function routeOf(page: Page, texts: AppTexts): RouteObject {
  const load = page.load;
  const guard = <RouteGuard family={page.guard} step={page.step ?? null} />;
  // A path with no view: the guard sends the visitor on.
  if (load === undefined) return { path: page.path, element: guard };
  const handle: ShellHandle = { page: page.kind };
  const lazy = async (): Promise<{ Component: ComponentType }> => {
    const [Component] = await Promise.all([load(pageHost), texts.need(page.family)]);
    return { Component };
  };
  const route = page.path === '/' ? { index: true, handle, lazy } : { path: page.path, handle, lazy };
  return { element: guard, children: [route] };
}

/** Every page of the route table (routeTable.ts), in its layout, behind its guard. */
export function createRoutes(texts: AppTexts): RouteObject[] {
  const pages: Page[] = Object.values(ROUTES);
  const inLayout = (layout: Page['layout']) =>
    pages.filter((page) => page.layout === layout).map((page) => routeOf(page, texts));
  return [
    {
      element: <ShellLayout />,
      HydrateFallback: PageLoading,
      children: [
        laidOut(<FullWidthLayout />, inLayout('fullWidth')),
        laidOut(<CentredLayout />, inLayout('centred')),
      ],
    },
  ];
}
