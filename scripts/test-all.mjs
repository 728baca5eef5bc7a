// `npm test`: every stage in order, stopping at the first red one, then one `N passed, N failed` line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { freePortsSync } from './freePorts.mjs';
import { scenarioStatus } from './report/runs.mjs';

const counts = { passed: 0, failed: 0, pending: 0 };

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function jestCounts() {
  const report = readJson('reports/jest/results.json');
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
}

function cucumberCounts(file) {
  const features = readJson(file);
  if (!features) return null;
  // A scenario tagged @pending-screen waits for its screen: pending, never passed (features/support/pendingScreen.ts);
  // the living documentation shows each scenario with the same status.
  const statuses = features
    .flatMap((feature) => feature.elements ?? [])
    .filter((e) => e.type === 'scenario')
    .map(scenarioStatus);
  const count = (status) => statuses.filter((found) => found === status).length;
  return { passed: count('passed'), failed: count('failed'), pending: count('pending') };
}

/** Two stages' counts in one (a stage of two lanes); null when neither wrote its report. */
function sum(...found) {
  const written = found.filter(Boolean);
  if (written.length === 0) return null;
  const add = (key) => written.reduce((total, counts) => total + (counts[key] ?? 0), 0);
  return { passed: add('passed'), failed: add('failed'), pending: add('pending') };
}

function playwrightCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

// HTTP mode's ports, chosen now: its bundle names the API's origin, and its journeys
// (playwright.http.config.ts) read the same ports.
if (!process.env.E2E_HTTP_APP_PORT || !process.env.E2E_HTTP_API_PORT) {
  const [app, api] = freePortsSync(2);
  process.env.E2E_HTTP_APP_PORT = String(app);
  process.env.E2E_HTTP_API_PORT = String(api);
}

/** `npm run report`, then its pages checked in Chromium (axe-core). */
const LIVING_DOCUMENTATION =
  'node scripts/report/living-documentation.mjs && npx playwright test --config playwright.report.config.ts';

const chromiumStage = { name: 'Chromium', command: 'node scripts/ensure-chromium.mjs' };

const buildStage = {
  // The browser journeys' lane starts with it; HTTP mode's build comes in that mode's own stage.
  name: 'Production build (sandbox) and size budgets',
  command:
    'npm run --silent build && node scripts/check-build-backend.mjs dist sandbox && npm run --silent size',
};

const journeysStage = {
  name: 'Browser journeys (Playwright, Chromium)',
  command: 'npx playwright test',
  counts: () => playwrightCounts('reports/playwright/results.json'),
};

const featuresStage = {
  // Two lanes of single-threaded runs, one on each core: Portman's requests and fuzzing variations
  // from docs/openapi.yaml sent by Newman to the local API server (no 5xx, no answer off the
  // document), then the features on the application profile; beside them, HTTP mode's production
  // build (it holds HTTP mode's adapters only), then its journeys (one browser, one worker: they
  // share one API server and its outbox).
  name: 'API fuzz and features (application profile) | HTTP mode: its build and browser journeys',
  together: [
    'npm run --silent fuzz:api && npx cucumber-js --profile application && node scripts/check-rule-steps.mjs',
    'API_PORT=$E2E_HTTP_API_PORT node scripts/serve-http-mode.mjs --build-only && node scripts/check-build-backend.mjs dist-http http && HTTP_MODE_BUILT=1 npx playwright test --config playwright.http.config.ts',
  ],
  counts: () =>
    sum(
      cucumberCounts('reports/cucumber/application.json'),
      playwrightCounts('reports/playwright/http.json'),
    ),
};

const uiFeaturesStage = {
  // They run in Chromium against dist/.
  after: [buildStage],
  name: 'Features in Chromium on the ui profile (Cucumber)',
  command: 'npx cucumber-js --profile ui',
  counts: () => cucumberCounts('reports/cucumber/ui.json'),
};

/** Every other stage, in this order, beside the browser journeys (see the lanes below). */
const otherStages = [
  {
    name: 'Lint and type check',
    // `npm run lint` and `npm run typecheck` in two single-threaded lanes of about the same length,
    // one on each core; the API document, once linted, becomes its reference page (reports/).
    together: [
      'npm run --silent lint:code',
      'npm run --silent typecheck && npm run --silent lint:format && npm run --silent lint:api && npm run --silent docs:api',
    ],
  },
  {
    name: 'Unit and component tests (Jest)',
    command: 'npx jest --json --outputFile=reports/jest/results.json',
    counts: jestCounts,
  },
  featuresStage,
  uiFeaturesStage,
  {
    // The README's dev servers spend their time building, the living documentation's checks in one
    // browser: side by side they share the two cores better than one after the other. Both Cucumber
    // profiles have run (`after`), so the living documentation has everything it shows.
    after: [featuresStage, uiFeaturesStage],
    name: 'README commands (npm start, npm run start:http, npm run api in Chromium) | living documentation',
    together: ['npx playwright test --config playwright.readme.config.ts', LIVING_DOCUMENTATION],
    livingDocumentation: true,
    counts: () =>
      sum(
        playwrightCounts('reports/playwright/readme.json'),
        playwrightCounts('reports/playwright/living-documentation.json'),
      ),
  },
];

// When a stage was red before the living documentation's own, it still runs after the stages: it shows
// what the Cucumber profiles that ran found, red included.
const reportStage = {
  name: 'Living documentation (npm run report, its pages in Chromium)',
  command: LIVING_DOCUMENTATION,
  counts: () => playwrightCounts('reports/playwright/living-documentation.json'),
};
let livingDocumentationRan = false;

/** Runs the commands side by side; each one's output is printed whole once it ends. Resolves to the worst status. */
function runTogether(commands) {
  const runs = commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => {
          process.stdout.write(`--- ${command} (exit ${status})\n${Buffer.concat(output).toString()}`);
          resolve(status ?? 1);
        });
      }),
  );
  return Promise.all(runs).then((statuses) => statuses.find((status) => status !== 0) ?? 0);
}

/** Runs the command with our terminal as its own; resolves to its exit status. */
function runInTerminal(command) {
  return new Promise((resolve) => {
    spawn(command, { shell: true, stdio: 'inherit' }).on('close', (status) => resolve(status ?? 1));
  });
}

rmSync('reports', { recursive: true, force: true });
for (const dir of ['reports/jest', 'reports/cucumber', 'reports/playwright'])
  mkdirSync(dir, { recursive: true });
let red = null;
const durations = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const suiteStarted = Date.now();
const cucumberRan = () =>
  ['application', 'ui'].some((profile) => existsSync(`reports/cucumber/${profile}.json`));
/**
 * Runs one stage, adding its counts and its duration; resolves to its exit status. A stage run beside
 * others (`aside`) prints its output whole once it ends, so that it does not interleave with theirs.
 */
async function runStage(stage, { aside = false } = {}) {
  console.log(
    `\n=== ${stage.name}${aside ? ' (beside the next stages)' : ''}: ${stage.command ?? stage.together.join(' + ')}`,
  );
  const started = Date.now();
  const status = stage.together
    ? await runTogether(stage.together)
    : await (aside ? runTogether([stage.command]) : runInTerminal(stage.command));
  livingDocumentationRan ||= stage.livingDocumentation === true;
  const found = stage.counts?.();
  if (found) {
    counts.passed += found.passed;
    counts.failed += found.failed;
    counts.pending += found.pending ?? 0;
  }
  // A red stage that reports no failing test (lint, type check, a crash) still counts as one failure.
  if (status !== 0 && (!found || found.failed === 0)) counts.failed += 1;
  const took = Date.now() - started;
  durations.push({ name: stage.name, took, green: status === 0 });
  console.log(`=== ${stage.name}: ${status === 0 ? 'green' : 'RED'} in ${seconds(took)}`);
  return status;
}

/** Each started stage's end, for the stages that come after it (`after`). */
const ended = new Map();

/** Runs the stage once those it comes after have ended; a red stage stops every lane from starting more. */
async function runInLane(stage, options) {
  await Promise.all((stage.after ?? []).map((before) => ended.get(before)));
  if (red) return;
  if ((await runStage(stage, options)) !== 0) red ??= stage.name;
}

/** A lane runs its first stage, then takes the next waiting stage until none is left or one is red. */
async function runLane(first, waiting, options) {
  for (let stage = first; stage && !red; stage = waiting.shift()) {
    let end;
    ended.set(stage, new Promise((resolve) => (end = resolve)));
    await runInLane(stage, options);
    end();
  }
}

await runInLane(chromiumStage);
// Two lanes: the sandbox's build, then the browser journeys, the longest stage; beside them, every other
// stage in turn. A build keeps about one core busy, and the journeys leave the cores idle much of their
// time (a journey waits on its page: loads, answers, the next frame), so the other stages run beside
// them instead of after; once the journeys end, their lane takes the next waiting stage too. Only the
// other lane's stages print as they go: the journeys' lane prints each stage's output once it ends.
const waiting = [...otherStages];
await Promise.all([
  runLane(buildStage, [journeysStage], { aside: true }).then(() =>
    runLane(waiting.shift(), waiting, { aside: true }),
  ),
  runLane(waiting.shift(), waiting),
]);

if (red) console.log(`\nStopped at the first red stage: ${red}`);
if (!livingDocumentationRan && cucumberRan() && (await runStage(reportStage)) !== 0) red ??= reportStage.name;
if (existsSync('reports/living-documentation/index.html'))
  console.log('Open reports/living-documentation/index.html');
console.log('\nStage durations:');
const width = Math.max(...durations.map(({ name }) => name.length));
for (const { name, took, green } of durations)
  console.log(`  ${name.padEnd(width)}  ${seconds(took).padStart(6)}${green ? '' : '  RED'}`);
console.log(`  ${'Total'.padEnd(width)}  ${seconds(Date.now() - suiteStarted).padStart(6)}`);
const pending =
  counts.pending > 0 ? ` (and ${counts.pending} scenarios pending a screen, tagged @pending-screen)` : '';
console.log(`\n${counts.passed} passed, ${counts.failed} failed${pending}`);
process.exit(red ? 1 : 0);
