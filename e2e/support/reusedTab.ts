import type { Page, ViewportSize } from '@playwright/test';

// A browser tab kept for many journeys (the Playwright journeys and the ui-profile scenarios): a new
// tab costs a new renderer and a cold start of the app, whose scripts Chromium compiles again.

/** A page of the shop's own origin that runs no app: where a reused tab waits between journeys. */
export const RESTING_PATH = '/favicon.svg';

/**
 * Forgets everything the last journey left in the worker's tab: its other tabs, the window size it
 * chose (a phone's), the shop's local and session storage, cookies and granted permissions. The tab
 * rests on a file of the shop's origin, so the renderer and what it compiled of the app's scripts stay
 * warm for the next journey.
 */
export async function wipe(page: Page, viewport: ViewportSize | null) {
  const context = page.context();
  await Promise.all(context.pages().map((other) => (other === page ? null : other.close())));
  if (viewport !== null) await page.setViewportSize(viewport);
  await page.goto(RESTING_PATH);
  const pageNow = await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    return Date.now();
  });
  // A fake clock cannot be removed from a context: the journey that installed it needed its own.
  if (Math.abs(pageNow - Date.now()) > 60_000)
    throw new Error('a journey moved the reused tab’s clock: give it test.use({ ownBrowserContext: true })');
  await context.clearCookies();
  await context.clearPermissions();
}
