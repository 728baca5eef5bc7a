import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';
import { freePortsSync } from './scripts/freePorts.mjs';

/**
 * HTTP mode in the browser: the app built with API_BASE_URL, talking to the local API server over
 * HTTP (scripts/serve-http-mode.mjs starts both). Its journeys live in e2e/http, which the sandbox
 * run (playwright.config.ts) leaves out; the two runs use their own free ports and folders.
 */
// Resolved once in the runner; workers inherit the environment, so they agree on both ports.
if (!process.env.E2E_HTTP_APP_PORT || !process.env.E2E_HTTP_API_PORT) {
  const [app, api] = freePortsSync(2);
  process.env.E2E_HTTP_APP_PORT = String(app);
  process.env.E2E_HTTP_API_PORT = String(api);
}
const appPort = Number(process.env.E2E_HTTP_APP_PORT);
const apiPort = Number(process.env.E2E_HTTP_API_PORT);

export default defineConfig({
  testDir: 'e2e/http',
  outputDir: 'test-results/e2e-http',
  // One API server, one sandbox: journeys signing in as the same consumer run one after the other,
  // so each reads its own one-time code from the shared outbox.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Ceilings sized for a busy, shared 2-core machine running two browsers: a green run never waits
  // for them. Journeys marked test.slow() get three times the test limit.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright/http.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    // A browser in France, the shop's country: a first visit is in French unless a journey chooses.
    locale: 'fr-FR',
    screenshot: 'only-on-failure',
    // Tracing every step costs a journey about a third of its time: only a retried journey is traced.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node scripts/serve-http-mode.mjs',
    env: { PORT: String(appPort), API_PORT: String(apiPort) },
    url: `http://127.0.0.1:${appPort}/`,
    reuseExistingServer: false,
    // The production build comes first: about 20 s, two minutes or more on a busy machine.
    timeout: 300_000,
  },
});
