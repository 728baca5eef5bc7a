// `npm test`: every stage in order, stopping at the first red one, then one `N passed, N failed` line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const counts = { passed: 0, failed: 0, pending: 0 };

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

function jestCounts() {
  const report = readJson('reports/jest/results.json');
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
}

function cucumberCounts(file) {
  const features = readJson(file);
  if (!features) return null;
  const scenarios = features
    .flatMap((feature) => feature.elements ?? [])
    .filter((e) => e.type === 'scenario');
  // A scenario tagged @pending-screen waits for its screen: pending, never passed (features/support/pendingScreen.ts).
  const pendingScreen = (scenario) => (scenario.tags ?? []).some((tag) => tag.name === '@pending-screen');
  const broke = (step) => ['failed', 'ambiguous'].includes(step.result.status);
  const ok = (scenario) => scenario.steps.every((step) => step.result.status === 'passed');
  const pending = scenarios.filter((s) => pendingScreen(s) && !s.steps.some(broke)).length;
  const passed = scenarios.filter((s) => !pendingScreen(s) && ok(s)).length;
  return { passed, failed: scenarios.length - passed - pending, pending };
}

function playwrightCounts(file) {
  const report = readJson(file);
  if (!report) return null;
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

const chromium = { name: 'Chromium', command: 'node scripts/ensure-chromium.mjs' };
const lint = { name: 'Lint', command: 'npm run --silent lint' };
const typecheck = { name: 'Type check', command: 'npm run --silent typecheck' };
const jest = {
  name: 'Unit and component tests (Jest)',
  command: 'npx jest --json --outputFile=reports/jest/results.json',
  counts: jestCounts,
};
const applicationFeatures = {
  name: 'Features on the application profile (Cucumber)',
  command: 'npx cucumber-js --profile application && node scripts/check-rule-steps.mjs',
  counts: () => cucumberCounts('reports/cucumber/application.json'),
};
const build = { name: 'Production build', command: 'npm run --silent build' };
const readme = {
  name: 'README commands (npm start, npm run start:http, npm run api in Chromium)',
  command: 'npx playwright test --config playwright.readme.config.ts',
  counts: () => playwrightCounts('reports/playwright/readme.json'),
};
const uiFeatures = {
  name: 'Features in Chromium on the ui profile (Cucumber)',
  command: 'npx cucumber-js --profile ui',
  counts: () => cucumberCounts('reports/cucumber/ui.json'),
};
const journeys = {
  name: 'Browser journeys (Playwright, Chromium)',
  command: 'npx playwright test',
  counts: () => playwrightCounts('reports/playwright/results.json'),
};
const httpJourneys = {
  name: 'Browser journeys in HTTP mode (Playwright, local API server)',
  command: 'npx playwright test --config playwright.http.config.ts',
  counts: () => playwrightCounts('reports/playwright/http.json'),
};

// Each entry runs after the one before; the stages of a group run side by side. Lint, the type
// check, the application features and the build each keep one core busy at most, so on two cores
// they share the machine well; Jest and the browser stages use every core and run alone.
const plan = [
  chromium,
  [lint, typecheck, applicationFeatures, build],
  jest,
  readme,
  uiFeatures,
  journeys,
  httpJourneys,
];

rmSync('reports', { recursive: true, force: true });
for (const dir of ['reports/jest', 'reports/cucumber', 'reports/playwright'])
  mkdirSync(dir, { recursive: true });
let red = null;
const durations = [];
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const suiteStarted = Date.now();

/** Runs a stage; alone its output streams, in a group it is kept and printed when the stage ends. */
function run(stage, { alone }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const header = `\n=== ${stage.name}: ${stage.command}`;
    if (alone) console.log(header);
    const child = spawn(stage.command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
      resolve({ stage, status, took: Date.now() - started });
    });
  });
}

for (const entry of plan) {
  const group = Array.isArray(entry) ? entry : [entry];
  const results = await Promise.all(group.map((stage) => run(stage, { alone: group.length === 1 })));
  for (const { stage, status, took } of results) {
    const found = stage.counts?.();
    if (found) {
      counts.passed += found.passed;
      counts.failed += found.failed;
      counts.pending += found.pending ?? 0;
    }
    durations.push({ name: stage.name, took, green: status === 0, together: group.length > 1 });
    console.log(`=== ${stage.name}: ${status === 0 ? 'green' : 'RED'} in ${seconds(took)}`);
    if (status !== 0) {
      // A red stage that reports no failing test (lint, type check, a crash) still counts as one failure.
      if (!found || found.failed === 0) counts.failed += 1;
      red ??= stage.name;
    }
  }
  if (red) break;
}

if (red) console.log(`\nStopped at the first red stage: ${red}`);
console.log('\nStage durations:');
const width = Math.max(...durations.map(({ name }) => name.length));
for (const { name, took, green, together } of durations)
  console.log(
    `  ${name.padEnd(width)}  ${seconds(took).padStart(6)}${together ? '  (side by side)' : ''}${green ? '' : '  RED'}`,
  );
console.log(`  ${'Total'.padEnd(width)}  ${seconds(Date.now() - suiteStarted).padStart(6)}`);
const pending =
  counts.pending > 0 ? ` (and ${counts.pending} scenarios pending a screen, tagged @pending-screen)` : '';
console.log(`\n${counts.passed} passed, ${counts.failed} failed${pending}`);
process.exit(red ? 1 : 0);
