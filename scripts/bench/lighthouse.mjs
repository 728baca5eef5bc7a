// `npm run bench:lighthouse`: Lighthouse 12, mobile with its simulated slow 4G and CPU slowdown, on the
// system Chromium, against the production build as a customer gets it: the HTTP-mode build (dist-http/,
// the sandbox backend left out) served with gzip beside the local API server, both started by
// scripts/serve-http-mode.mjs; and beside them the stack floor's page (scripts/bench/stackFloorPages.mjs),
// the fastest a page the browser draws with the product's fixed stack can be. Three runs per page, the
// median of each metric, and the machine's load before and during the runs; a table on stdout and in
// reports/lighthouse/ (LIGHTHOUSE_RUNS and LIGHTHOUSE_PAGE change how many and which). A benchmark, not
// a test: the figures depend on the machine (README, Performance).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import compression from 'compression';
import express from 'express';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../chromium.mjs';
import { freePortsSync } from '../freePorts.mjs';
import { buildStackFloorPage, FIXED_STACK_WITH_ANTD } from './stackFloorPages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPORTS = path.join(ROOT, 'reports', 'lighthouse');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** The acceptance's quiet machine: a 1-minute load under this before the bench starts. */
const QUIET_LOAD = 0.5;
/** The build comes first: about 20 s, several minutes on a busy machine. */
const SERVE_TIMEOUT_MS = 600_000;
/** The seeded demo consumer (server/README.md). */
const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'Demo1234' };

/**
 * The pages measured: two a visitor lands on and Cards for the signed-in demo consumer, each a first
 * visit (the browser's cache empty); Cards again as a returning customer opens it, the app's files kept
 * from a visit before; and the stack floor's page. The shop's pages are prerendered (the first two) or
 * drawn by the browser (Cards), and no page the browser draws with the fixed stack loads faster than
 * the floor's on a first visit. `selector`: what LIGHTHOUSE_PAGE names a page by, its path by default.
 */
const ALL_PAGES = [
  { name: 'Landing (/)', path: '/', signedIn: false },
  { name: 'Authorization (/auth)', path: '/auth', signedIn: false },
  { name: 'Cards (/consumer/cards, demo consumer)', path: '/consumer/cards', signedIn: true },
  {
    name: 'Cards, returning (files cached)',
    path: '/consumer/cards',
    signedIn: true,
    returning: true,
    selector: 'returning',
  },
  {
    name: 'Stack floor (fixed stack and antd, no shop code)',
    path: '/',
    signedIn: false,
    floor: true,
    selector: 'floor',
  },
];

/** LIGHTHOUSE_PAGE=/auth measures one page only; LIGHTHOUSE_PAGE=floor the stack floor's. */
const PAGES = ALL_PAGES.filter(
  (page) => !process.env.LIGHTHOUSE_PAGE || process.env.LIGHTHOUSE_PAGE === (page.selector ?? page.path),
);

/** Metric, its audit, and how it is printed. */
const METRICS = [
  ['Performance', (lhr) => Math.round(lhr.categories.performance.score * 100), (v) => String(v)],
  ['Accessibility', (lhr) => Math.round(lhr.categories.accessibility.score * 100), (v) => String(v)],
  ['FCP', (lhr) => lhr.audits['first-contentful-paint'].numericValue, seconds],
  ['LCP', (lhr) => lhr.audits['largest-contentful-paint'].numericValue, seconds],
  ['TBT', (lhr) => lhr.audits['total-blocking-time'].numericValue, (v) => `${Math.round(v)} ms`],
  ['CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  ['Speed Index', (lhr) => lhr.audits['speed-index'].numericValue, seconds],
  ['JS (gzip)', scriptKiB, (v) => `${Math.round(v)} KiB`],
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** The JavaScript the page downloaded, as transferred (gzipped), in KiB. */
function scriptKiB(lhr) {
  const items = lhr.audits['resource-summary'].details?.items ?? [];
  const scripts = items.find((item) => item.resourceType === 'script');
  return (scripts?.transferSize ?? 0) / 1024;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The demo consumer signed in through the API server as the app signs in (docs/openapi.yaml, Session):
 * e-mail and password, then the one-time code the server texted, read from its sandbox outbox (newest
 * first; the bench's own server, so the demo consumer's). Answers the session's token.
 */
async function signInOverApi(api) {
  const call = async (method, route, { token, body } = {}) => {
    const response = await fetch(`${api}${route}`, {
      method,
      headers: {
        'Accept-Language': 'en',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const login = await call('POST', '/api/consumer/login', { body: DEMO_CREDENTIALS });
  const { messages } = await call('GET', '/sandbox-api/outbox');
  const code = messages.find((message) => message.kind === 'oneTimeCode')?.code;
  if (!code) throw new Error('the API texted no one-time code for the demo consumer');
  const { token } = await call('POST', '/api/consumer/otp/verify', { token: login.token, body: { code } });
  return token;
}

/**
 * Puts the signed-in demo consumer's token in the origin's storage, where the app reads it
 * (src/adapters/browser/WebStorageTokenStore.ts), and empties the browser cache, so the measured load
 * is a cold one. The page that writes the storage is answered by the browser itself: nothing of the
 * app is fetched (and cached) before Lighthouse loads it.
 */
async function signInDemo(context, origin, api) {
  const token = await signInOverApi(api);
  const page = await context.newPage();
  await page.route(`${origin}/seed`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>seed</title>' }),
  );
  await page.goto(`${origin}/seed`);
  await page.evaluate((sessionToken) => {
    globalThis.localStorage.clear();
    globalThis.localStorage.setItem('token', sessionToken);
    globalThis.localStorage.setItem('language', 'en');
  }, token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/**
 * A returning customer's visit: the page was loaded once before, so the browser keeps the app's files
 * (for a year, named by their content: scripts/serve-dist.mjs); the document and the API's answers are
 * asked for again.
 */
async function visitBefore(context, url) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
}

/** The page's name as a file name: 'Landing (/)' → 'landing'. */
function slug(page) {
  return page.name
    .split(' (')[0]
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
}

/**
 * Lighthouse sometimes fails to record a load's trace (NO_NAVSTART: "Please run Lighthouse again"),
 * more often on a busy machine: such a run is made again, up to twice.
 */
const TRACE_RETRIES = 2;

async function measure(context, target, page, run, retriesLeft = TRACE_RETRIES) {
  const url = `${page.floor ? target.floor : target.app}${page.path}`;
  if (page.signedIn) await signInDemo(context, target.app, target.api);
  if (page.returning) await visitBefore(context, url);
  const result = await lighthouse(url, {
    port: target.debuggingPort,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The signed-in page keeps the storage just written; signInDemo emptied the cache itself, which a
    // returning customer's visit filled again.
    disableStorageReset: page.signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const { lhr, report } = result;
  // Each run's whole report, to see what a figure is made of (long tasks, layout shifts, requests).
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, `${slug(page)}-run${run}.report.json`), report[0]);
  writeFileSync(path.join(REPORTS, `${slug(page)}-run${run}.report.html`), report[1]);
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && retriesLeft > 0) {
    console.log(`  ${page.path}: no trace recorded (NO_NAVSTART), measured again`);
    return measure(context, target, page, run, retriesLeft - 1);
  }
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A guard sending the browser elsewhere (say, a session the app refused) would measure another page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
    throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
  }
  // Cards drawn from the API's answer, not an error page in its place (the API down, a refused token).
  if (page.signedIn && !answered(lhr, `${target.api}/api/consumer`)) {
    throw new Error(`${page.path}: the API did not answer GET /api/consumer with 200 during the load`);
  }
  const failing = Object.values(lhr.audits).filter(
    (audit) => lhr.categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0,
  );
  for (const audit of failing) {
    const nodes = audit.details?.items?.map((item) => item.node?.snippet).filter(Boolean) ?? [];
    console.log(`  accessibility: ${audit.id} (${audit.title}) on ${nodes.join(', ')}`);
  }
  return lhr;
}

/** Whether the page's load requested the URL and got a 200. */
function answered(lhr, url) {
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  return requests.some((request) => request.url === url && request.statusCode === 200);
}

/** The 1-, 5- and 15-minute load averages, as `1.52 1.31 0.98`. */
function shownLoad(loads = loadavg()) {
  return loads.map((load) => load.toFixed(2)).join(' ');
}

function oneMinuteLoad() {
  return loadavg()[0];
}

/**
 * The customer's HTTP-mode build (no sandbox tools in its pages) served with gzip beside the API server
 * (scripts/serve-http-mode.mjs builds dist-http/ against the API's port first). Resolves once the app
 * answers; `stop` ends both servers.
 */
async function serveHttpMode() {
  const [appPort, apiPort] = freePortsSync(2);
  const app = `http://127.0.0.1:${appPort}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve-http-mode.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(appPort),
      API_PORT: String(apiPort),
      SERVE_GZIP: 'on',
      APP_SANDBOX_TOOLS: 'off',
    },
    // The API's log (a line per request) would bury the bench's own lines; failures come on stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ended = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await ended;
  };
  const deadline = Date.now() + SERVE_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`serve-http-mode ended (exit code ${child.exitCode})`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the HTTP-mode app did not answer on ${app} within ${SERVE_TIMEOUT_MS / 1000} s`);
    }
    try {
      if ((await fetch(`${app}/`)).ok) return { app, api: `http://127.0.0.1:${apiPort}`, stop };
    } catch {
      // Not listening yet: still building.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The stack floor's page: its one script, deferred as the app's are. */
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Stack floor</title>' +
  '<script defer src="/page.js"></script></head><body></body></html>';

/**
 * The stack floor's page (the fixed stack with antd's ConfigProvider and a Button, none of the shop's
 * code), built the way the app is and served with gzip as the app is. Answers its address and `stop`.
 */
async function serveStackFloor() {
  const work = path.join(ROOT, 'node_modules', '.cache', 'stack-floor-lighthouse');
  const dist = await buildStackFloorPage(FIXED_STACK_WITH_ANTD, work);
  writeFileSync(path.join(dist, 'index.html'), FLOOR_HTML);
  const [port] = freePortsSync(1);
  const server = createServer(express().use(compression()).use(express.static(dist)));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: run `npm run test:setup` first.');
  // Measured before the bench's own build and browser add to it: the acceptance's quiet machine.
  const loadBefore = loadavg();
  const cores = availableParallelism();
  const loadLine = `Load before the bench (1, 5, 15 min; ${cores} cores): ${shownLoad(loadBefore)}`;
  console.log(loadLine);
  const quiet = loadBefore[0] < QUIET_LOAD;
  if (!quiet)
    console.warn(
      `Warning: the 1-minute load is ${loadBefore[0].toFixed(2)}, not under ${QUIET_LOAD}: ` +
        "a busy machine, so the figures below are noisy, not a quiet machine's.",
    );
  // First, in this process: a failure here leaves no server of the app's running.
  const floor = PAGES.some((page) => page.floor) ? await serveStackFloor() : null;
  console.log('Building the HTTP-mode app and starting it beside the API server…');
  const servers = await serveHttpMode();
  const [debuggingPort] = freePortsSync(1);
  const target = { ...servers, floor: floor?.url, debuggingPort };
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  const rows = [];
  try {
    // Lighthouse drives the browser's default profile over the debugging port; Playwright only seeds it.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`, '--lang=en-GB'],
    });
    try {
      // The 1-minute load lags (an average over the last minute): the build's work is still in it here.
      console.log(`Load as the runs start: ${shownLoad()}`);
      for (const page of PAGES) {
        const runs = [];
        const loads = [];
        for (let run = 1; run <= RUNS; run += 1) {
          const loadAtStart = shownLoad();
          loads.push(oneMinuteLoad());
          runs.push(await measure(context, target, page, run));
          loads.push(oneMinuteLoad());
          console.log(`${page.name}: run ${run} of ${RUNS}, load ${loadAtStart} → ${shownLoad()}`);
        }
        rows.push({
          page: page.name,
          medians: Object.fromEntries(METRICS.map(([name, read]) => [name, median(runs.map(read))])),
          load: { lowest: Math.min(...loads), highest: Math.max(...loads) },
        });
      }
    } finally {
      await context.close();
    }
  } finally {
    await servers.stop();
    await floor?.stop();
    rmSync(profile, { recursive: true, force: true });
  }
  const table = [
    `| Page | ${METRICS.map(([name]) => name).join(' | ')} | Load (1 min) |`,
    `| --- | ${METRICS.map(() => '---:').join(' | ')} | ---: |`,
    ...rows.map(
      (row) =>
        `| ${row.page} | ${METRICS.map(([name, , show]) => show(row.medians[name])).join(' | ')} | ` +
        `${row.load.lowest.toFixed(2)}–${row.load.highest.toFixed(2)} |`,
    ),
  ].join('\n');
  const heading =
    `Lighthouse 12 (mobile, simulated slow 4G), HTTP-mode build served with gzip, median of ${RUNS} runs, ` +
    `${new Date().toISOString().slice(0, 10)}`;
  const loadNotes = [
    `${loadLine}${quiet ? '' : ` (not under ${QUIET_LOAD}: a busy machine, noisy figures)`}.`,
    "Load (1 min): the lowest and highest 1-minute load at the start and end of the page's runs.",
  ].join('\n');
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, 'summary.md'), `${heading}\n\n${table}\n\n${loadNotes}\n`);
  writeFileSync(
    path.join(REPORTS, 'summary.json'),
    `${JSON.stringify({ runs: RUNS, cores, loadBefore, quiet, rows }, null, 2)}\n`,
  );
  console.log(
    `\n${heading}\n\n${table}\n\n${loadNotes}\n\nWritten to ${path.relative(ROOT, REPORTS)}/summary.md`,
  );
}

await main();
