import type { Page } from '@playwright/test';

/**
 * Opens the prerendered page at `path` with the app's scripts held back until `done()`: the page stays
 * without the app meanwhile. Returns once the page's first script (earlyInput, which keeps what is
 * pressed meanwhile and runs as it comes) has asked for the app's scripts, which it does once the page
 * has painted: a visitor cannot press anything sooner.
 */
export async function openWithoutApp(page: Page, path: string) {
  let done = () => {};
  let asked = () => {};
  const held = new Promise<void>((resolve) => (done = resolve));
  const appAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/(?!earlyInput\.).+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await appAsked;
  return { done: () => done() };
}
