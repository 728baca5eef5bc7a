// react-router's package.json exports only its development build (dist/development, its warnings on:
// 0.6 kB gzipped more); its production build ships beside it. The app's bundles and
// the stack floor (scripts/bench/stack-floor.mjs) resolve it to that one, so both weigh the stack alike.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const reactRouter = path.dirname(require.resolve('react-router/package.json'));

/** webpack's resolve.alias: exact requests only (`$`), so that each entry point keeps its own file. */
export const PRODUCTION_BUILDS = {
  'react-router$': path.join(reactRouter, 'dist', 'production', 'index.mjs'),
  'react-router/dom$': path.join(reactRouter, 'dist', 'production', 'dom-export.mjs'),
};
