// The web server of the HTTP-mode browser tests (playwright.http.config.ts), in one process: the local API
// server on API_PORT allowing the app's origin, the production bundle built against it into dist-http/
// (dist/ stays the sandbox build), then that bundle served on PORT. The app's port answers only once
// both are ready, so Playwright waits for everything by waiting for it. Either server ending, or a
// signal, stops the other.
//
// `npm test` builds dist-http/ earlier, beside dist/ (one build per core): `--build-only` builds it
// against API_PORT and ends; HTTP_MODE_BUILT=1 then serves that build instead of building again.
// SERVE_GZIP=on serves the app compressed, as a production host would (`npm run bench:lighthouse`).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ProcessGroup } from './processGroup.mjs';

const require = createRequire(import.meta.url);
const repository = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT_DIR = 'dist-http';
const API_READY_TIMEOUT_MS = 60_000;

function portFrom(name) {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port <= 0) {
    process.stderr.write(`serve-http-mode: set ${name} to a free port\n`);
    process.exit(1);
  }
  return port;
}

const buildOnly = process.argv.includes('--build-only');
const apiPort = portFrom('API_PORT');
const apiBaseUrl = `http://127.0.0.1:${apiPort}`;
const group = new ProcessGroup({ cwd: repository });

/** The production bundle built against the API into dist-http/; resolves with webpack's exit code. */
function build() {
  return group.run(
    'build',
    require.resolve('webpack-cli/bin/cli.js'),
    ['--mode', 'production', '--stats', 'errors-warnings'],
    // The pages offer the local server's tools (outbox, reset) unless APP_SANDBOX_TOOLS=off: the customer's
    // bundle, which `npm run bench:lighthouse` measures.
    { API_BASE_URL: apiBaseUrl, OUTPUT_DIR, SANDBOX_TOOLS: process.env.APP_SANDBOX_TOOLS ?? 'on' },
    { quiet: true },
  );
}

/** dist-http/ as `--build-only` left it: 0 when it was built against this API, 1 (and why) otherwise. */
function builtEarlier() {
  const page = path.join(repository, OUTPUT_DIR, 'index.html');
  // The page's Content-Security-Policy names the API origin it was built for.
  if (existsSync(page) && readFileSync(page, 'utf8').includes(apiBaseUrl)) return 0;
  process.stderr.write(
    `serve-http-mode: HTTP_MODE_BUILT is set, but ${OUTPUT_DIR}/ was not built for ${apiBaseUrl}\n`,
  );
  return 1;
}

/** Resolves once the API answers anything at all; rejects after the timeout. */
async function apiAnswers() {
  const deadline = Date.now() + API_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (group.stopping) throw new Error('stopped');
    try {
      await fetch(`${apiBaseUrl}/sandbox-api/outbox`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the API did not answer on ${apiBaseUrl} within ${API_READY_TIMEOUT_MS / 1000} s`);
}

/** The API server, then the app (built now unless HTTP_MODE_BUILT says it was), on PORT. */
async function serve() {
  const appPort = portFrom('PORT');
  const appOrigin = `http://127.0.0.1:${appPort}`;
  group.serve('api', require.resolve('ts-node/dist/bin.js'), ['server/main.ts'], {
    PORT: String(apiPort),
    APP_ORIGIN: appOrigin,
  });
  const built = process.env.HTTP_MODE_BUILT === '1' ? builtEarlier() : await build();
  if (built !== 0) {
    group.stopAll(1);
  } else {
    try {
      await apiAnswers();
      group.serve('app', 'scripts/serve-dist.mjs', [], {
        PORT: String(appPort),
        DIST_DIR: OUTPUT_DIR,
        API_ORIGIN: apiBaseUrl,
        SERVE_GZIP: process.env.SERVE_GZIP ?? 'off',
      });
      process.stdout.write(`HTTP mode: the app on ${appOrigin}, the API on ${apiBaseUrl}\n`);
    } catch (error) {
      if (!group.stopping) process.stderr.write(`serve-http-mode: ${error.message}\n`);
      group.stopAll(1);
    }
  }
}

if (buildOnly) process.exitCode = await build();
else await serve();
