import { After, AfterAll, Before, BeforeAll, Status } from '@cucumber/cucumber';
import { chromium, type Browser, type Page } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/chromium.mjs';
import { DIST, serveDist, type DistServer } from '../../scripts/serve-dist.mjs';
import { recordCspViolations } from '../../e2e/support/cspViolations';
import { wipe } from '../../e2e/support/reusedTab';
import { ScenarioKey, type ShopWorld } from './world';

// The ui profile's browser: in each of the run's two workers, the production build served on a free
// loopback port, one Chromium and one tab, wiped before every scenario (so a fresh sandbox in its
// storage; e2e/support/reusedTab.ts).
// On the application profile these hooks do nothing.

/** Starting Chromium, and the first load of the bundle on a busy machine, take a while. */
export const BROWSER_TIMEOUT = 120_000;
/** Where a failed scenario's last screen is kept. */
const FAILURE_SCREENSHOTS = path.join('test-results', 'cucumber');

let server: DistServer | null = null;
let browser: Browser | null = null;
let reusedTab: Page | null = null;

const tab = new ScenarioKey('browser tab', () => ({
  page: null as Page | null,
  /** Content-Security-Policy violations reported during the scenario, and how to stop recording them. */
  csp: { violations: [] as string[], stop: (): void => undefined },
}));

/** The scenario's browser tab (the ui profile only). */
export function pageOf(world: ShopWorld): Page {
  const { page } = world.state(tab);
  if (page === null) throw new Error('no browser tab: the browser runs on the ui profile only');
  return page;
}

BeforeAll({ timeout: BROWSER_TIMEOUT }, async function () {
  if (this.parameters.assembly !== 'ui') return;
  if (!existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/ holds no production build: run `npm run build` before the ui profile');
  }
  const executablePath = findChromium();
  if (executablePath === null) throw new Error('no Chromium found: run `npm run test:setup`');
  server = await serveDist();
  browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    // As the browser journeys: antd's transitions off (the app honours the setting), nothing waits for them.
    reducedMotion: 'reduce',
  });
  // A ceiling for a busy, shared 2-core machine; a green run never waits for it.
  context.setDefaultTimeout(30_000);
  reusedTab = await context.newPage();
});

Before({ timeout: BROWSER_TIMEOUT }, async function (this: ShopWorld) {
  if (this.assembly !== 'ui') return;
  if (reusedTab === null) throw new Error('the browser did not start');
  const state = this.state(tab);
  await wipe(reusedTab);
  state.csp = recordCspViolations(reusedTab.context());
  state.page = reusedTab;
});

After({ timeout: BROWSER_TIMEOUT }, async function (this: ShopWorld, { pickle, result }) {
  if (this.assembly !== 'ui') return;
  const { page, csp } = this.state(tab);
  if (page !== null && result?.status === Status.FAILED) {
    const screenshot = await page.screenshot({ fullPage: true });
    this.attach(screenshot, 'image/png');
    mkdirSync(FAILURE_SCREENSHOTS, { recursive: true });
    const name = pickle.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    writeFileSync(path.join(FAILURE_SCREENSHOTS, `${name}.png`), screenshot);
  }
  csp.stop();
  if (csp.violations.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n${csp.violations.join('\n')}`);
  }
});

AfterAll({ timeout: BROWSER_TIMEOUT }, async function () {
  await browser?.close();
  await server?.close();
  browser = null;
  server = null;
  reusedTab = null;
});
