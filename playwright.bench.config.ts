import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';
import { freePortsSync } from './scripts/freePorts.mjs';

// `npm run bench:cards`, `npm run bench:order-box`: the benchmarks in e2e/bench, each script naming its own
// file, one at a time on the production build (not in `npm test`).
process.env.BENCH_PORT ??= String(freePortsSync(1)[0]);
const port = Number(process.env.BENCH_PORT);

export default defineConfig({
  testDir: 'e2e/bench',
  testMatch: '**/*.bench.ts',
  outputDir: 'test-results/bench',
  workers: 1,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS },
  },
  webServer: {
    command: 'node scripts/serve-dist.mjs',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
