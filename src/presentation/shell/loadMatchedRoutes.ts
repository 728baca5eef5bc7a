import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the `lazy` of each route an address matches into the routes, before the router is made: the
 * first render shows the page at once, as a prerendered page needs to be taken over without a change.
 * `pause` lets the app's start yield to the browser between matching and evaluating the page's modules.
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
