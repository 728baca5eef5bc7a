// Size budgets (`npm run size`, run by `npm test` after the production build): the gzipped JavaScript
// a first visit downloads, per route family. A first visit loads the entry's scripts, the route
// family's chunk group (its views and the shared chunks it needs) and one language's texts; the build
// lists them in dist/first-visit.json (scripts/webpack/FirstVisitManifest.ts).
//
// The limits are today's sizes plus a little room, so a change that adds weight fails here, naming the
// route and by how much. Lower them whenever a change makes the app lighter. Issue 18's targets are
// 150 KiB for /, 200 KiB for /auth and 250 KiB for any other route (README, "Performance").
// Limits are in KiB (1024 bytes); size-limit prints kB (1000 bytes): 430 KiB shows as 440.32 kB.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const DIST = process.env.OUTPUT_DIR ?? 'dist';

/** Route family (webpackChunkName in src/presentation/shell/routes.tsx) → a route it serves, and its limit. */
const BUDGETS = {
  landing: { route: '/', limit: '430 KiB' },
  auth: { route: '/auth', limit: '450 KiB' },
  registration: { route: '/consumer/registration/…', limit: '480 KiB' },
  verification: { route: '/consumer/verification/…', limit: '460 KiB' },
  kyc: { route: '/consumer/kyc/…', limit: '410 KiB' },
  cards: { route: '/consumer/cards', limit: '465 KiB' },
  deactivation: { route: '/cards/{cardId}/deactivate/…', limit: '405 KiB' },
  orders: { route: '/consumer/orders, /order/{orderId}/…', limit: '450 KiB' },
  terms: { route: '/terms-and-conditions', limit: '385 KiB' },
  errors: { route: 'Not Found and error pages', limit: '385 KiB' },
  sandbox: { route: '/sandbox/…', limit: '405 KiB' },
};

/** Chunk groups no first visit downloads: they load when the visitor first needs them. */
const ON_DEMAND = new Set(['auth-modals', 'statement-csv', 'sandbox-backend']);

const manifest = JSON.parse(readFileSync(path.join(DIST, 'first-visit.json'), 'utf8'));
const inDist = (files) => files.map((file) => path.join(DIST, file));
const bytes = (files) => files.reduce((sum, file) => sum + statSync(path.join(DIST, file)).size, 0);

function groupOf(name) {
  const files = manifest.groups[name];
  if (!files) throw new Error(`${DIST}/first-visit.json has no chunk group "${name}": was it renamed?`);
  return files;
}

// The heavier language's texts: a budget holds whichever language the visitor reads.
const texts = [groupOf('texts-en'), groupOf('texts-fr')].sort((a, b) => bytes(b) - bytes(a))[0];

const unknown = Object.keys(manifest.groups).filter(
  (name) => !name.startsWith('texts-') && !ON_DEMAND.has(name) && !BUDGETS[name],
);
if (unknown.length > 0) throw new Error(`route families without a size budget: ${unknown.join(', ')}`);

export default Object.entries(BUDGETS).map(([family, { route, limit }]) => ({
  name: `first visit to ${route} (${family})`,
  path: inDist([...new Set([...manifest.entry, ...groupOf(family), ...texts])]),
  limit,
  gzip: true,
}));
