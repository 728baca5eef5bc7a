// Size budgets (`npm run size`, run by `npm test` after the production build): the gzipped JavaScript
// a first visit downloads, per route family. A first visit loads the entry's scripts, the route
// family's chunk group (its views and the shared chunks it needs) and, in one language, the shell's
// texts and the family's own; the build lists them in dist/first-visit.json
// (scripts/webpack/FirstVisitManifest.ts).
//
// The limits are today's sizes plus a little room (about 2 %), so a change that adds weight fails here,
// naming the route and by how much. Lower them whenever a change makes the app lighter. Issue 42 sets
// the targets against the fixed stack's own floor (`npm run bench:stack-floor`, 198.4 kB): 272 KiB for /
// and 320 KiB for every other route family; the README's "Performance" says where each route stands.
// The sandbox backend is not counted: it stands in for the issuer's API, which a production build
// (HTTP mode) calls instead of downloading.
// Limits are in KiB (1024 bytes); size-limit prints kB (1000 bytes): 430 KiB shows as 440.32 kB.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const DIST = process.env.OUTPUT_DIR ?? 'dist';

/** Route family (webpackChunkName in src/presentation/shell/routeTable.ts) → a route it serves, and its limit. */
const BUDGETS = {
  landing: { route: '/', limit: '267 KiB' },
  auth: { route: '/auth', limit: '283 KiB' },
  passwordReset: { route: '/consumer/set-password/…', limit: '281 KiB' },
  registration: { route: '/consumer/registration/…', limit: '284 KiB' },
  verification: { route: '/consumer/verification/…', limit: '286 KiB' },
  kyc: { route: '/consumer/kyc/…', limit: '288 KiB' },
  cards: { route: '/consumer/cards', limit: '262 KiB' },
  cardPages: { route: '/cards/{cardId}/block, /cards/{cardId}/transactions/…', limit: '265 KiB' },
  buyCard: { route: '/consumer/cards/new', limit: '269 KiB' },
  deactivation: { route: '/cards/{cardId}/deactivate/…', limit: '288 KiB' },
  orders: { route: '/consumer/orders', limit: '261 KiB' },
  orderPayment: { route: '/order/{orderId}/payment', limit: '285 KiB' },
  orderResults: { route: '/order/{orderId}/success, /pending, /error…', limit: '258 KiB' },
  terms: { route: '/terms-and-conditions', limit: '277 KiB' },
  errors: { route: 'Not Found and error pages', limit: '256 KiB' },
  sandbox: { route: '/sandbox/…', limit: '284 KiB' },
};

/** Chunk groups no first visit downloads: they load when the visitor first needs them. */
const ON_DEMAND = new Set([
  'auth-modals',
  'card-details',
  'user-menu',
  'sandbox-reset',
  'statement-csv',
  'sandbox-backend',
  'landing-more',
]);

const manifest = JSON.parse(readFileSync(path.join(DIST, 'first-visit.json'), 'utf8'));
const inDist = (files) => files.map((file) => path.join(DIST, file));
const bytes = (files) => files.reduce((sum, file) => sum + statSync(path.join(DIST, file)).size, 0);

function groupOf(name) {
  const files = manifest.groups[name];
  if (!files) throw new Error(`${DIST}/first-visit.json has no chunk group "${name}": was it renamed?`);
  return files;
}

/** The family's texts in the heavier language: a budget holds whichever language the visitor reads. */
function textsOf(family) {
  const languages = manifest.texts[family];
  if (!languages) throw new Error(`${DIST}/first-visit.json lists no texts for "${family}"`);
  return Object.values(languages).sort((a, b) => bytes(b) - bytes(a))[0];
}

const unknown = Object.keys(manifest.groups).filter(
  (name) => !name.startsWith('texts-') && !ON_DEMAND.has(name) && !BUDGETS[name],
);
if (unknown.length > 0) throw new Error(`route families without a size budget: ${unknown.join(', ')}`);

export default Object.entries(BUDGETS).map(([family, { route, limit }]) => ({
  name: `first visit to ${route} (${family})`,
  path: inDist([...new Set([...manifest.entry, ...groupOf(family), ...textsOf(family)])]),
  limit,
  gzip: true,
}));
