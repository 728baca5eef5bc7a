import { matchRoutes, type RouteObject } from 'react-router-dom';
import { nextTask } from '../../nextTask';

/**
 * Loads the route modules an address needs (the `lazy` of each route it matches) into the routes
 * themselves, before the router is made. The first render then shows the page at once instead of a
 * loading indicator, which is what a prerendered page must find to take over without a change.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  const matches = matchRoutes(routes, { pathname: location.pathname, search: location.search }) ?? [];
  // Matching compiles every route's pattern; evaluating the page's modules is a task of its own.
  await nextTask();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
