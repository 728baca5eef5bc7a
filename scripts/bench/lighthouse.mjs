// `npm run bench:lighthouse` (after the production build): Lighthouse 12, mobile with its simulated
// slow 4G and CPU slowdown, on the system Chromium, against dist/ served with gzip as a production
// host would. Three runs per page, the median of each metric; a table on stdout and in
// reports/lighthouse/ (LIGHTHOUSE_RUNS and LIGHTHOUSE_PAGE change how many and which). A benchmark, not a test: the figures depend on the machine (README, Performance).
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../chromium.mjs';
import { freePortsSync } from '../freePorts.mjs';
import { serveDist } from '../serve-dist.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REPORTS = path.join(ROOT, 'reports', 'lighthouse');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The pages measured: two a visitor lands on, and Cards for the signed-in demo consumer. */
const ALL_PAGES = [
  { name: 'Landing (/)', path: '/', signedIn: false },
  { name: 'Authorization (/auth)', path: '/auth', signedIn: false },
  { name: 'Cards (/consumer/cards, demo consumer)', path: '/consumer/cards', signedIn: true },
];

/** LIGHTHOUSE_PAGE=/auth measures one page only. */
const PAGES = ALL_PAGES.filter(
  (page) => !process.env.LIGHTHOUSE_PAGE || page.path === process.env.LIGHTHOUSE_PAGE,
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
 * A fresh sandbox with the demo consumer signed in, from the browser journeys' seeder
 * (e2e/support/sandboxSeedScript.ts: a Node child answering one request message).
 */
function seedDemo() {
  const seeder = fork(path.join(ROOT, 'e2e', 'support', 'sandboxSeedScript.ts'), [], {
    cwd: ROOT,
    execArgv: ['-r', 'ts-node/register/transpile-only'],
  });
  return new Promise((resolve, reject) => {
    seeder.once('exit', (code) => reject(new Error(`the sandbox seeder exited (${code})`)));
    seeder.once('message', ({ seeded, error }) => {
      if (seeded) resolve(seeded.demo);
      else reject(new Error(error ?? 'the sandbox seeder answered nothing'));
      seeder.kill();
    });
    seeder.send({ id: 1, requests: { demo: { consumer: 'demo' } } });
  });
}

/**
 * Puts the signed-in demo consumer in the origin's storage and empties the browser cache, so the
 * measured load is a cold one. The page that writes the storage is answered by the browser itself:
 * nothing of the app is fetched (and cached) before Lighthouse loads it.
 */
async function signInDemo(context, origin) {
  const seeded = await seedDemo();
  const page = await context.newPage();
  await page.route(`${origin}/seed`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>seed</title>' }),
  );
  await page.goto(`${origin}/seed`);
  await page.evaluate(({ sandboxState, token }) => {
    globalThis.localStorage.clear();
    globalThis.localStorage.setItem('sandbox', sandboxState);
    globalThis.localStorage.setItem('token', token);
    globalThis.localStorage.setItem('language', 'en');
  }, seeded);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
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

async function measure(context, port, origin, page, run, retriesLeft = TRACE_RETRIES) {
  if (page.signedIn) await signInDemo(context, origin);
  const result = await lighthouse(`${origin}${page.path}`, {
    port,
    output: ['json', 'html'],
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The signed-in page keeps the storage just written; signInDemo emptied the cache itself.
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
    return measure(context, port, origin, page, run, retriesLeft - 1);
  }
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A guard sending the browser elsewhere (say, a session the app refused) would measure another page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
    throw new Error(`${page.path} ended on ${lhr.finalDisplayedUrl}`);
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

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found: run `npm run test:setup` first.');
  const server = await serveDist(0, { gzip: true });
  const [port] = freePortsSync(1);
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  // Lighthouse drives the browser's default profile over the debugging port; Playwright only seeds it.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, '--lang=en-GB'],
  });
  const rows = [];
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stdout.write(`${page.name}: run ${run} of ${RUNS}\n`);
        runs.push(await measure(context, port, server.url, page, run));
      }
      rows.push({
        page: page.name,
        medians: Object.fromEntries(METRICS.map(([name, read]) => [name, median(runs.map(read))])),
      });
    }
  } finally {
    await context.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const table = [
    `| Page | ${METRICS.map(([name]) => name).join(' | ')} |`,
    `| --- | ${METRICS.map(() => '---:').join(' | ')} |`,
    ...rows.map(
      (row) => `| ${row.page} | ${METRICS.map(([name, , show]) => show(row.medians[name])).join(' | ')} |`,
    ),
  ].join('\n');
  const heading = `Lighthouse 12 (mobile, simulated slow 4G), median of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}`;
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, 'summary.md'), `${heading}\n\n${table}\n`);
  writeFileSync(path.join(REPORTS, 'summary.json'), `${JSON.stringify({ runs: RUNS, rows }, null, 2)}\n`);
  console.log(`\n${heading}\n\n${table}\n\nWritten to ${path.relative(ROOT, REPORTS)}/summary.md`);
}

await main();
