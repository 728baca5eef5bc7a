import { isValidElement } from 'react';
import { generatePath, matchRoutes, type RouteObject } from 'react-router-dom';
import { AppTexts } from '../i18n/AppTexts';
import { bundledTexts } from '../i18n/testing/bundledTexts';
import { paths } from './paths';
import { RouteGuard } from './RouteGuard';
import { pageShownAt, ROUTES, presenterIn, type RouteName } from './routeTable';
import { createRoutes } from './routes';

const routes = createRoutes(new AppTexts('en', bundledTexts('en')));

/** A path of the row's pattern, each parameter named after itself. */
function sample(pattern: string): string {
  if (pattern === '*') return '/no/such/page';
  const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name = '']) => [name, name]));
  return generatePath(pattern, params);
}

/** What the router shows at a path: the deepest route's handle, and the guard above it. */
function shownAt(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const route: RouteObject | undefined = matches.at(-1)?.route;
  const guard = matches
    .map((match) => match.route.element)
    .filter((element) => isValidElement(element) && element.type === RouteGuard)
    .at(-1);
  return { handle: route?.handle as unknown, guard: isValidElement(guard) ? guard.props : null };
}

describe('the route table', () => {
  it.each(Object.keys(ROUTES) as RouteName[])('%s: the router shows it behind its guard', (name) => {
    const page = ROUTES[name];
    const { handle, guard } = shownAt(sample(page.path));
    expect(guard).toEqual({ family: page.guard, step: page.step ?? null });
    // A path the guard only redirects has no page of its own, nor a page kind.
    expect(handle).toEqual(page.load ? { page: page.kind, layout: page.layout ?? 'centred' } : undefined);
  });

  it.each(Object.keys(ROUTES) as RouteName[])(
    '%s: the app’s start downloads the page the router will show there, if any',
    (name) => {
      const page = ROUTES[name];
      expect(pageShownAt(sample(page.path))).toBe(page.load ? page : undefined);
    },
  );

  it('spells every path once', () => {
    const patterns = Object.values(ROUTES).map((page) => page.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it.each((Object.keys(ROUTES) as RouteName[]).filter((name) => ROUTES[name].enter))(
    '%s: its presenter is the one class its module exports as …Presenter',
    async (name) => {
      const named: unknown[] = [];
      // Entered outside the browser, the row asks the container for its presenter.
      const container = {
        get<T>(presenter: unknown): T {
          named.push(presenter);
          return {} as T;
        },
      };
      await ROUTES[name].enter?.(container, { params: {}, search: new URLSearchParams() });
      expect(named).toEqual([expect.any(Function)]);
      expect(named[0]).toHaveProperty('name', expect.stringMatching(/Presenter$/));
    },
  );

  it('is where the path builders take their patterns from', () => {
    expect(paths.orderPayment('o-1')).toBe(generatePath(ROUTES.orderPayment.path, { orderId: 'o-1' }));
    expect(paths.cards({ selected: 'c-1' })).toBe(`${ROUTES.cards.path}?selected=c-1`);
  });
});

it('refuses a presenter module that exports no …Presenter, or several', async () => {
  await expect(presenterIn(async () => ({}))).rejects.toThrow('exports one');
  const twice = { APresenter: class {}, BPresenter: class {} };
  await expect(presenterIn(async () => twice)).rejects.toThrow('exports one');
});
