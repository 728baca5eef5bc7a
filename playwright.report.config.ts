import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';

/**
 * The living documentation (`npm run report`, reports/living-documentation/) opened in Chromium:
 * every page shows what it must and is axe-core clean at WCAG 2.1 A and AA, with everything folded
 * opened. Its pages are files: no server.
 */
export default defineConfig({
  testDir: 'scripts/report',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/living-documentation',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 120_000,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright/living-documentation.json' }]],
  use: {
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
