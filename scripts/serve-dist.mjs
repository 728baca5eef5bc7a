// Serves the production bundle on loopback: the prerendered pages in the visitor's language, the other
// client routes falling back to index.html.
// As a script (Playwright's web server): `node scripts/serve-dist.mjs`, on PORT (default 8080);
// SERVE_GZIP=on compresses (`npm run bench:lighthouse`, through scripts/serve-http-mode.mjs).
// As a module (Cucumber's ui profile): `await serveDist()` on a free port, closed by the caller.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { cspDirectives } from './contentSecurityPolicy.mjs';

const here = fileURLToPath(import.meta.url);
// DIST_DIR (relative to the repository) serves another build, such as HTTP mode's dist-http/, and
// API_ORIGIN the API that build calls (its Content-Security-Policy lets the pages reach it).
export const DIST = path.resolve(path.dirname(here), '..', process.env.DIST_DIR ?? 'dist');
const API_ORIGIN = process.env.API_ORIGIN ?? null;
/** A year: the longest a cache is asked to keep a file whose name changes with its content. */
const ASSET_MAX_AGE = '365d';

/** The response is stored but checked with the server (ETag) before each use. */
function mustRevalidate(response) {
  response.setHeader('Cache-Control', 'no-cache');
}

/**
 * The pages the build prerendered (scripts/webpack/PrerenderPlugin.ts): address, file, and the query
 * parameters that make the address show something else. None for a development build.
 */
function prerenderedRoutes() {
  const manifest = path.join(DIST, 'pages', 'manifest.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : [];
}

/**
 * The language a first visit is shown in, as the app chooses it (the first of the browser's languages
 * the shop speaks, French otherwise); the app itself then honours a language the visitor chose before.
 */
function firstVisitLanguage(request) {
  if (!request.headers['accept-language']) return 'fr';
  return request.acceptsLanguages('en', 'fr') || 'fr';
}

/**
 * A prerendered page at its address, in the visitor's language, painted before any script runs; the
 * app's shell (index.html) everywhere else. Files are named relative to the build's folder, never by
 * absolute path: Express refuses a path with a dot segment anywhere in it, so a clone inside a hidden
 * folder (~/.cache/…) would answer 404 for every page.
 */
function sendPage(routes) {
  return (request, response, next) => {
    mustRevalidate(response);
    const route = routes.find((candidate) => candidate.path === request.path);
    if (!route || route.reads.some((name) => name in request.query)) {
      response.sendFile('index.html', { root: DIST }, next);
      return;
    }
    const language = firstVisitLanguage(request);
    response.setHeader('Vary', 'Accept-Language');
    response.setHeader('Content-Language', language);
    response.sendFile(path.posix.join('pages', language, route.file), { root: DIST }, next);
  };
}

/**
 * The request's path as the static files are found, decoded: `/assets/main.js.%6dap` is
 * `/assets/main.js.map` too. A path that does not decode is no file at all (the static server says 400).
 */
function decodedPath(request) {
  try {
    return decodeURIComponent(request.path);
  } catch {
    return '';
  }
}

/** Whether the request asks for a source map, however its path is spelled (`.MAP` on a case-insensitive disk too). */
function isSourceMap(request) {
  return /\.map$/i.test(decodedPath(request));
}

/**
 * Whether the request names a dotfile or dot-folder of the build (`/.env`): no client route has such a
 * segment, so it is a 404 rather than the app's page.
 */
function namesDotfile(request) {
  return decodedPath(request)
    .split('/')
    .some((segment) => segment.startsWith('.'));
}

/**
 * Starts serving dist/ on 127.0.0.1; port 0 takes a free one. Resolves once it listens. `gzip`
 * compresses as a production host does (the benchmarks measure what a phone downloads); the tests
 * on loopback leave it off, since compressing only costs them time.
 */
export function serveDist(port = 0, { gzip = false } = {}) {
  const app = express();
  app.disable('x-powered-by');
  if (gzip) app.use(compression());
  // The headers a host of the app must send (docs/security.md): the Content-Security-Policy, nosniff,
  // no referrer, no framing (frame-ancestors and X-Frame-Options) …
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives({ apiOrigin: API_ORIGIN }) },
      frameguard: { action: 'deny' },
    }),
  );
  // Source maps stay on the machine that built them, never served (docs/security.md); nor do dotfiles.
  app.use((request, response, next) =>
    isSourceMap(request) || namesDotfile(request) ? response.sendStatus(404) : next(),
  );
  // The build names each asset after its content, so a browser may keep it for good without asking
  // again; index.html, which names the current assets, is checked on every visit.
  app.use('/assets', express.static(path.join(DIST, 'assets'), { immutable: true, maxAge: ASSET_MAX_AGE }));
  // A missing asset is a 404, not the app's page.
  app.use('/assets', (_request, response) => response.sendStatus(404));
  app.use(express.static(DIST, { index: false, setHeaders: mustRevalidate }));
  app.use(sendPage(prerenderedRoutes()));
  const server = createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const listening = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${listening}`,
        close: () =>
          new Promise((closed) => {
            // A browser keeps idle connections open; they must not hold the close back.
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    });
  });
}

// No top-level await: Cucumber's CommonJS require()s this module.
if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  serveDist(Number(process.env.PORT ?? 8080), { gzip: process.env.SERVE_GZIP === 'on' }).then(({ url }) =>
    console.log(`Serving dist/ on ${url}`),
  );
}
