import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the route modules an address needs (the `lazy` of each route it matches) into the routes
 * themselves, before the router is made. The first render then shows the page at once instead of a
 * loading indicator, which is what a prerendered page must find to take over without a change.
 * `pause` is awaited between matching, which compiles every route's pattern, and evaluating the page's
 * modules: the app's start passes one that yields to the browser, so the two run in tasks of their own.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<void> {
  const matches = matchRoutes(routes, { pathname: location.pathname, search: location.search }) ?? [];
  await pause();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
