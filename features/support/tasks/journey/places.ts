import assert from 'node:assert/strict';
import type { ServiceIdentifier } from 'inversify';
import { matchPath } from 'react-router-dom';
import { ROUTES, type EnteredPage, type RouteName } from '../../../../src/presentation/shell/routeTable';

/**
 * The screens a journey passes through, each a route of the app's route table (and, for the register
 * tab, the query that opens it): the browser checks its address bar against these, the in-process
 * journey the route the app would show.
 */
const PLACES = {
  landing: { route: 'home' },
  registerTab: { route: 'auth', query: { reg: 'true' } },
  verifyEmail: { route: 'verifyEmail' },
  emailVerified: { route: 'emailVerificationResult' },
  verifyMobile: { route: 'verifyMobile' },
  mobileVerified: { route: 'mobileSuccess' },
  personalInfo: { route: 'personalInfo' },
  addressInfo: { route: 'addressInfo' },
  financialInfo: { route: 'financialInfo' },
  identityCheck: { route: 'kyc' },
  payment: { route: 'orderPayment' },
  paymentProvider: { route: 'sandboxPayment' },
  thankYou: { route: 'orderSuccess' },
  orderIdentityInfo: { route: 'orderInfoKyc' },
  cards: { route: 'cards' },
  buyNewCard: { route: 'buyCard' },
} as const satisfies Record<string, { route: RouteName; query?: Readonly<Record<string, string>> }>;

export type Place = keyof typeof PLACES;

/** A route (path and query) as a URL, whatever its origin. */
const urlOf = (route: string) => new URL(route, 'http://shop.invalid');

/** The route table's page a route shows, with its parameters; null when none matches but the fallback. */
export function routeMatch(route: string): { name: RouteName; params: Record<string, string> } | null {
  const { pathname } = urlOf(route);
  for (const [name, page] of Object.entries(ROUTES) as [RouteName, (typeof ROUTES)[RouteName]][]) {
    if (page.path === '*') continue;
    const match = matchPath(page.path, pathname);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.params).map(([key, value]) => [key, value ?? '']),
      );
      return { name, params };
    }
  }
  return null;
}

/** The place a route (path and query) belongs to, or null for a screen no journey expects. */
export function placeOf(route: string): Place | null {
  const name = routeMatch(route)?.name;
  const query = urlOf(route).searchParams;
  const places = Object.entries(PLACES) as [Place, (typeof PLACES)[Place]][];
  const found = places.find(
    ([, place]) =>
      place.route === name &&
      Object.entries('query' in place ? place.query : {}).every(([key, value]) => query.get(key) === value),
  );
  return found?.[0] ?? null;
}

/** The card a route selects (`selected` in its query), or null. */
export function selectedCardOf(route: string): string | null {
  return urlOf(route).searchParams.get('selected');
}

/** Enters the page a route shows as the router does: its presenter, from the route table's row. */
export async function enterPage(
  container: { get<T>(id: ServiceIdentifier<T>): T },
  route: string,
): Promise<EnteredPage> {
  const match = routeMatch(route);
  assert.ok(match, `no page of the route table shows ${route}`);
  const enter = ROUTES[match.name].enter;
  assert.ok(enter, `the route table names no presenter for ${match.name}`);
  return enter(container, { params: match.params, search: urlOf(route).searchParams });
}
