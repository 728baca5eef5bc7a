/**
 * The locale files each part of the app shows, so a visit downloads only those: the shell's before the
 * first render (header, footer, alerts, errors, sandbox banner, validation); a route family's (the
 * routeTable's webpackChunkName) and a part's loaded on demand ("auth-modals", "card-details") with
 * its views. textParts.test.ts keeps it true.
 */
export const SHELL_TEXTS = [
  'common',
  'errors',
  'footer',
  'landing',
  'register',
  'sandbox',
  'shell',
  'validation',
] as const;

export const ROUTE_FAMILY_TEXTS = {
  // The order box's amount messages (cards.order).
  landing: ['cards'],
  terms: ['terms'],
  auth: ['auth', 'signin', 'verify'],
  passwordReset: ['auth', 'signin', 'verify'],
  verification: ['auth', 'registration', 'signin', 'verification', 'verify'],
  registration: ['auth', 'registration', 'verify'],
  kyc: ['auth', 'kyc', 'verify'],
  cards: ['cards', 'transactions'],
  cardPages: ['cards', 'transactions'],
  buyCard: ['cards', 'payment'],
  deactivation: ['auth', 'deactivation', 'verify'],
  orders: ['auth', 'orders', 'verify'],
  // The amount's messages (cards.order).
  orderPayment: ['auth', 'cards', 'payment', 'verify'],
  orderResults: ['auth', 'orderResult', 'payment', 'verify'],
  errors: [],
  sandbox: ['auth', 'payment', 'verify'],
  'auth-modals': ['auth', 'signin', 'verify'],
  // The card-details modal, which asks for a one-time code (CardDetailsOnceIdle.tsx).
  'card-details': ['auth', 'cardDetails', 'verify'],
} as const satisfies Record<string, readonly string[]>;

/** A part of the app that loads texts of its own. */
export type TextPart = keyof typeof ROUTE_FAMILY_TEXTS;

/** A locale file's name (`cards` for locales/en/cards.json), of the shell's files. */
export type ShellFileName = (typeof SHELL_TEXTS)[number];

/** A locale file's name, of the route families' files (none is also the shell's). */
export type FamilyFileName = (typeof ROUTE_FAMILY_TEXTS)[TextPart][number];
