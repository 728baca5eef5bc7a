import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';
import { freePortsSync } from './scripts/freePorts.mjs';

// Resolved once in the runner; workers inherit the environment, so they agree on the port.
process.env.E2E_PORT ??= String(freePortsSync(1)[0]);
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'e2e',
  // HTTP mode's journeys need the API server (playwright.http.config.ts runs them); the README
  // commands' journeys need the dev servers (playwright.readme.config.ts).
  testIgnore: ['**/e2e/http/**', '**/e2e/readme/**'],
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Ceilings sized for a busy, shared 2-core machine running two browsers: a green run never waits
  // for them. Journeys marked test.slow() get three times the test limit.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright/results.json' }],
    ['html', { outputFolder: 'reports/playwright/html', open: 'never' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A browser in France, the shop's country: a first visit is in French unless a journey chooses.
    locale: 'fr-FR',
    // The system asks for reduced motion, so antd's transitions are off (the app honours the setting):
    // nothing waits for a modal to zoom in, and axe never reads a colour half-way through a fade. The
    // README commands and the ui features keep the motion a default system gets.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Tracing every step costs a journey about a third of its time: only a retried journey is traced.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      // The phone width matters to what changes with it (the menu, the landing page's layout and
      // order box), tagged @phone; the other journeys run at desktop width only, to keep `npm test`
      // within its time budget.
      name: 'phone',
      grep: /@phone/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node scripts/serve-dist.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
