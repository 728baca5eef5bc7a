import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';
import { freePortsSync } from './scripts/freePorts.mjs';

/**
 * The README's everyday commands, started exactly as a newcomer types them: `npm start` (the sandbox
 * dev server), `npm run start:http` (the API server and the dev server pointed at it) and `npm run api`.
 * The journeys in e2e/readme open them in Chromium; a blank page, a page error or a console error fails.
 */
// Resolved once in the runner; workers inherit the environment, so they agree on the ports.
if (!process.env.README_PORTS) process.env.README_PORTS = freePortsSync(4).join(',');
const [sandboxPort, httpAppPort, httpApiPort, apiPort] = process.env.README_PORTS.split(',').map(Number);
process.env.README_SANDBOX_URL = `http://localhost:${sandboxPort}`;
process.env.README_HTTP_URL = `http://localhost:${httpAppPort}`;
process.env.README_API_URL = `http://127.0.0.1:${apiPort}`;

/**
 * A dev server's first build on a busy 2-core machine: two of them build at once, and in `npm test` the
 * browser journeys may be running beside them. A ceiling only: a server that is up is used at once.
 */
const FIRST_BUILD_MS = 300_000;

export default defineConfig({
  testDir: 'e2e/readme',
  outputDir: 'test-results/e2e-readme',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Development bundles are large and unminified: the first page of each app takes a while.
  expect: { timeout: 30_000 },
  // Each test visits several pages of a development build on a machine also running two dev servers.
  timeout: 180_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright/readme.json' }]],
  use: {
    screenshot: 'only-on-failure',
    // Tracing every step costs a journey about a third of its time: only a retried journey is traced.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'npm start',
      env: { PORT: String(sandboxPort) },
      url: `${process.env.README_SANDBOX_URL}/`,
      timeout: FIRST_BUILD_MS,
      reuseExistingServer: false,
    },
    {
      command: 'npm run start:http',
      env: { PORT: String(httpAppPort), API_PORT: String(httpApiPort) },
      url: `${process.env.README_HTTP_URL}/`,
      timeout: FIRST_BUILD_MS,
      reuseExistingServer: false,
    },
    {
      command: 'npm run api',
      env: { PORT: String(apiPort) },
      url: `${process.env.README_API_URL}/sandbox-api/outbox`,
      timeout: FIRST_BUILD_MS,
      reuseExistingServer: false,
    },
  ],
});
