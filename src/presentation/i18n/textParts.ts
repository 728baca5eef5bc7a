/**
 * Which locale files (locales/<language>/<file>.json) each part of the app shows, so that a visit
 * downloads only the texts of what it shows, in the language it shows (loadTexts.ts).
 *
 * - The shell's texts load before the first render: the header, the footer, alerts, error messages,
 *   the sandbox banner, and the validation messages any form may show.
 * - A route family's texts (the families are the webpackChunkName of shell/routeTable.ts, and
 *   "auth-modals" for the app-wide login and code modals) load with its views.
 *
 * textParts.test.ts keeps this true: it reads the keys each part's modules name and fails, naming the
 * file to add, when a part would show a text it does not load.
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
  landing: ['auth', 'cards', 'verify'],
  terms: ['terms'],
  auth: ['auth', 'signin', 'verify'],
  verification: ['auth', 'registration', 'signin', 'verification', 'verify'],
  registration: ['auth', 'registration', 'verify'],
  kyc: ['auth', 'kyc', 'verify'],
  cards: ['auth', 'cardDetails', 'cards', 'payment', 'transactions', 'verify'],
  deactivation: ['auth', 'deactivation', 'verify'],
  orders: ['auth', 'cards', 'orderResult', 'orders', 'payment', 'verify'],
  errors: [],
  sandbox: ['auth', 'payment', 'verify'],
  'auth-modals': ['auth', 'signin', 'verify'],
} as const satisfies Record<string, readonly string[]>;

/** A part of the app that loads texts of its own. */
export type TextPart = keyof typeof ROUTE_FAMILY_TEXTS;

/** A locale file's name (`cards` for locales/en/cards.json), of the shell's files. */
export type ShellFileName = (typeof SHELL_TEXTS)[number];

/** A locale file's name, of the route families' files (none is also the shell's). */
export type FamilyFileName = (typeof ROUTE_FAMILY_TEXTS)[TextPart][number];
