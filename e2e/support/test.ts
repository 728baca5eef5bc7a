import {
  expect,
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';
import { unstyledAntdBlocks, watchAntdBlocks } from './antdStyles';
import { recordCspViolations } from './cspViolations';
import { wipe } from './reusedTab';

/** What a browser context is made with, as the project configures it. */
function contextOptionsOf(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { baseURL, locale, viewport, reducedMotion, isMobile, hasTouch } = use;
  return { baseURL, locale, viewport, reducedMotion, isMobile, hasTouch };
}

interface JourneyFixtures {
  /**
   * A journey that changes its browser for good (a fake clock, which Playwright installs in the whole
   * context) says so with `test.use({ ownBrowserContext: true })`.
   */
  ownBrowserContext: boolean;
  /** Whether this journey runs in the worker's reused tab (see `test`). */
  reusesTab: boolean;
  noCspViolations: undefined;
  antdStylesKept: undefined;
}

interface WorkerFixtures {
  reusedContext: BrowserContext;
  reusedTab: Page;
}

/**
 * Playwright's `test`, with two differences:
 * - Each worker keeps one browser tab for its journeys and wipes it between them (`wipe`). A new
 *   context and tab cost a new renderer and a cold start of the app, whose scripts Chromium compiles
 *   again: on a busy 2-core machine that was most of a short journey's time. A journey gets a fresh
 *   context when it sets its own browser options (`test.use({ locale })`), asks for
 *   `ownBrowserContext`, or is retried (so that its trace is recorded apart).
 * - Two checks on every journey: no page of its browser context reports a Content-Security-Policy
 *   violation, and none shows an antd component whose styles the build left out (antdStyles.ts).
 */
export const test = base.extend<JourneyFixtures, WorkerFixtures>({
  ownBrowserContext: [false, { option: true }],
  reusedContext: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext(contextOptionsOf(workerInfo.project.use));
      await watchAntdBlocks(context);
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  reusedTab: [
    async ({ reusedContext }, provide) => provide(await reusedContext.newPage()),
    { scope: 'worker' },
  ],
  reusesTab: async ({ ownBrowserContext, locale }, provide, testInfo) =>
    provide(!ownBrowserContext && testInfo.retry === 0 && locale === testInfo.project.use.locale),
  context: async ({ browser, reusesTab, reusedContext }, provide) => {
    if (reusesTab) return provide(reusedContext);
    // Made during the journey, it takes the journey's options (and its trace) from Playwright.
    const own = await browser.newContext();
    await watchAntdBlocks(own);
    await provide(own);
    await own.close();
  },
  // The tab stays as the journey left it until the next one wipes it: Playwright's screenshot of a
  // failure still finds it.
  page: async ({ context, reusesTab, reusedTab, viewport }, provide) => {
    if (!reusesTab) return provide(await context.newPage());
    await wipe(reusedTab, viewport);
    await provide(reusedTab);
    // What the journey listened to on its tab goes with it.
    for (const event of ['console', 'dialog', 'download', 'popup', 'request', 'response'] as const)
      reusedTab.removeAllListeners(event);
  },
  noCspViolations: [
    async ({ context }, provide) => {
      const { violations, stop } = recordCspViolations(context);
      await provide(undefined);
      stop();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  antdStylesKept: [
    async ({ context }, provide) => {
      await provide(undefined);
      expect(await unstyledAntdBlocks(context), 'antd components shown without their styles').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
