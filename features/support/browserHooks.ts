import { After, AfterAll, AfterStep, Before, BeforeAll, setDefaultTimeout, Status } from '@cucumber/cucumber';
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
// Each Then step that passes, and the step that fails, gets a screenshot of the page attached: the
// living documentation (npm run report) shows them under their steps, so a product owner sees what
// each outcome looks like. On the application profile these hooks do nothing.

/** Starting Chromium, and the first load of the bundle on a busy machine, take a while. */
export const BROWSER_TIMEOUT = 120_000;
// Every step's ceiling, for the steps that name none: on the ui profile a step drives the browser, and
// `npm test` runs the features beside the browser journeys (Cucumber's own default is 5 s). A green
// step never waits for it.
setDefaultTimeout(BROWSER_TIMEOUT);
/** Where a failed scenario's last screen is kept. */
const FAILURE_SCREENSHOTS = path.join('test-results', 'cucumber');
/** The window every scenario starts with, whatever size the one before chose. */
const BROWSER_VIEWPORT = { width: 1280, height: 800 };

let server: DistServer | null = null;
let browser: Browser | null = null;
let reusedTab: Page | null = null;

const tab = new ScenarioKey('browser tab', () => ({
  page: null as Page | null,
  /** Whether the scenario's failure already has its screenshot (taken after the failing step). */
  failureShown: false,
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
    viewport: BROWSER_VIEWPORT,
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
  await wipe(reusedTab, BROWSER_VIEWPORT);
  state.csp = recordCspViolations(reusedTab.context());
  state.page = reusedTab;
});

/** The page as it is now, attached to the step or hook that is running; a failure's is also kept as a file. */
async function attachScreenshot(world: ShopWorld, page: Page, scenarioName: string, failed: boolean) {
  const screenshot = await page.screenshot({ fullPage: true });
  world.attach(screenshot, 'image/png');
  if (!failed) return;
  mkdirSync(FAILURE_SCREENSHOTS, { recursive: true });
  const name = scenarioName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  writeFileSync(path.join(FAILURE_SCREENSHOTS, `${name}.png`), screenshot);
}

AfterStep({ timeout: BROWSER_TIMEOUT }, async function (this: ShopWorld, { pickle, pickleStep, result }) {
  if (this.assembly !== 'ui') return;
  const state = this.state(tab);
  if (state.page === null) return;
  const failed = result.status === Status.FAILED;
  // Outcome: a Then step, or an And or But after one.
  const outcomeShown = result.status === Status.PASSED && `${pickleStep.type}` === 'Outcome';
  if (!failed && !outcomeShown) return;
  await attachScreenshot(this, state.page, pickle.name, failed);
  if (failed) state.failureShown = true;
});

After({ timeout: BROWSER_TIMEOUT }, async function (this: ShopWorld, { pickle, result }) {
  if (this.assembly !== 'ui') return;
  const { page, csp, failureShown } = this.state(tab);
  // A failure outside the steps (a hook) has had no screenshot yet.
  if (page !== null && result?.status === Status.FAILED && !failureShown) {
    await attachScreenshot(this, page, pickle.name, true);
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
