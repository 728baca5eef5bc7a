// The web server of the HTTP-mode browser tests (playwright.http.config.ts), in one process: the local API
// server on API_PORT allowing the app's origin, the production bundle built against it into dist-http/
// (dist/ stays the sandbox build), then that bundle served on PORT. The app's port answers only once
// both are ready, so Playwright waits for everything by waiting for it. Either server ending, or a
// signal, stops the other.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

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

/** Children still running, stopped together. */
const running = new Set();
let stopping = false;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of running) child.kill('SIGTERM');
}

/** Copies each line of a child's stream to ours, prefixed with the child's name. */
function forward(stream, name, target) {
  createInterface({ input: stream }).on('line', (line) => target.write(`[${name}] ${line}\n`));
}

/**
 * Starts a Node script; resolves with its exit code once it ends. `quiet` sends its output to stderr,
 * which Playwright shows, where its stdout would be dropped (the build prints only problems).
 */
function run(name, script, args, env, { quiet = false } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repository,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  forward(child.stdout, name, quiet ? process.stderr : process.stdout);
  forward(child.stderr, name, process.stderr);
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stderr.write(`[${name}] could not start: ${error.message}\n`);
      running.delete(child);
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (!stopping && code !== 0)
        process.stderr.write(`[${name}] ended (${signal ?? `exit code ${code}`})\n`);
      resolve(code ?? 1);
    });
  });
}

/** A long-running server: its end, whatever the reason, ends the whole run. */
function serve(name, script, args, env) {
  run(name, script, args, env).then((code) => {
    if (!stopping) process.stderr.write(`[${name}] stopped; stopping the rest\n`);
    stopAll(code === 0 ? 1 : code);
  });
}

/** Resolves once the API answers anything at all; rejects after the timeout. */
async function apiAnswers() {
  const deadline = Date.now() + API_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopped');
    try {
      await fetch(`${apiBaseUrl}/sandbox-api/outbox`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`the API did not answer on ${apiBaseUrl} within ${API_READY_TIMEOUT_MS / 1000} s`);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

serve('api', require.resolve('ts-node/dist/bin.js'), ['server/main.ts'], {
  PORT: String(apiPort),
  APP_ORIGIN: appOrigin,
});
const built = await run(
  'build',
  require.resolve('webpack-cli/bin/cli.js'),
  ['--mode', 'production', '--stats', 'errors-warnings'],
  { API_BASE_URL: apiBaseUrl, OUTPUT_DIR },
  { quiet: true },
);
if (built !== 0) {
  stopAll(1);
} else {
  try {
    await apiAnswers();
    serve('app', 'scripts/serve-dist.mjs', [], { PORT: String(appPort), DIST_DIR: OUTPUT_DIR });
    process.stdout.write(`HTTP mode: the app on ${appOrigin}, the API on ${apiBaseUrl}\n`);
  } catch (error) {
    if (!stopping) process.stderr.write(`serve-http-mode: ${error.message}\n`);
    stopAll(1);
  }
}
