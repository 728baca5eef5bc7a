/**
 * The screens a journey passes through, each known by its route: the browser checks its address
 * bar against these, the in-process journey the route the app would show.
 */
export const PLACES = {
  landing: /^\/$/,
  registerTab: /^\/auth\?reg=true$/,
  verifyEmail: /^\/consumer\/verification\/email$/,
  emailVerified: /^\/consumer\/verify\?/,
  verifyMobile: /^\/consumer\/verification\/mobile$/,
  mobileVerified: /^\/consumer\/verification\/mobile-success$/,
  personalInfo: /^\/consumer\/register\/personal-info$/,
  addressInfo: /^\/consumer\/register\/address-info$/,
  financialInfo: /^\/consumer\/register\/financial-info$/,
  identityCheck: /^\/consumer\/register\/kyc$/,
  payment: /^\/order\/[^/?]+\/payment$/,
  paymentProvider: /^\/sandbox\/payment\/[^/?]+$/,
  thankYou: /^\/order\/[^/?]+\/success$/,
  orderIdentityInfo: /^\/order\/[^/?]+\/infoKYC(\?selected=[^&]+)?$/,
  cards: /^\/consumer\/cards(\?.*)?$/,
  buyNewCard: /^\/consumer\/cards\/new(\?.*)?$/,
} as const;

export type Place = keyof typeof PLACES;

/** The place a route (path and query) belongs to, or null for a screen no journey expects. */
export function placeOf(route: string): Place | null {
  const found = (Object.keys(PLACES) as Place[]).find((place) => PLACES[place].test(route));
  return found ?? null;
}

/** The card a route selects (`selected` in its query), or null. */
export function selectedCardOf(route: string): string | null {
  return new URL(route, 'http://shop.invalid').searchParams.get('selected');
}
