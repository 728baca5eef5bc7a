// The web server of the HTTP-mode browser tests (playwright.http.config.ts), in one process: the local API
// server on API_PORT allowing the app's origin, the production bundle built against it into dist-http/
// (dist/ stays the sandbox build), then that bundle served on PORT. The app's port answers only once
// both are ready, so Playwright waits for everything by waiting for it. Either server ending, or a
// signal, stops the other.
import { createRequire } from 'node:module';
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

const apiPort = portFrom('API_PORT');
const appPort = portFrom('PORT');
const appOrigin = `http://127.0.0.1:${appPort}`;
const apiBaseUrl = `http://127.0.0.1:${apiPort}`;

const group = new ProcessGroup({ cwd: repository });

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

group.serve('api', require.resolve('ts-node/dist/bin.js'), ['server/main.ts'], {
  PORT: String(apiPort),
  APP_ORIGIN: appOrigin,
});
const built = await group.run(
  'build',
  require.resolve('webpack-cli/bin/cli.js'),
  ['--mode', 'production', '--stats', 'errors-warnings'],
  { API_BASE_URL: apiBaseUrl, OUTPUT_DIR },
  { quiet: true },
);
if (built !== 0) {
  group.stopAll(1);
} else {
  try {
    await apiAnswers();
    group.serve('app', 'scripts/serve-dist.mjs', [], {
      PORT: String(appPort),
      DIST_DIR: OUTPUT_DIR,
      API_ORIGIN: apiBaseUrl,
    });
    process.stdout.write(`HTTP mode: the app on ${appOrigin}, the API on ${apiBaseUrl}\n`);
  } catch (error) {
    if (!group.stopping) process.stderr.write(`serve-http-mode: ${error.message}\n`);
    group.stopAll(1);
  }
}
