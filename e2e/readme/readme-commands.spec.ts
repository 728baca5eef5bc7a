import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { CARDS_URL, text, type Language } from '../support/app';
import { enterNewestOneTimeCode, signInWithPassword } from '../support/signIn';

/**
 * The README's commands as a newcomer uses them (playwright.readme.config.ts starts them): each app
 * shows its pages in Chromium in English and in French with no page error, no console error (so no
 * Content-Security-Policy violation either) and a main heading, and the sandbox app signs the demo
 * consumer in to Cards.
 *
 * A development bundle takes seconds to load, so each app is loaded whole once, by a browser
 * preferring English on its first visit; every other page is opened inside the running app, as a
 * link would open it (its route's chunk loads then), and French is chosen with the language switch.
 */

const PAGES: [path: string, headingKey: string][] = [
  ['/', 'landing.title'],
  ['/auth', 'signin.authorization.signInTitle'],
  ['/terms-and-conditions', 'terms.title'],
  ['/no/such/page', 'errors.notFound.title'],
];

const SANDBOX_APP = process.env.README_SANDBOX_URL ?? '';
const HTTP_APP = process.env.README_HTTP_URL ?? '';

/** Every uncaught error and console error of the page, as the test will report them. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console error: ${message.text()}`);
  });
  return problems;
}

/** A fresh browser profile (nothing stored) preferring English, on the app's first page. */
async function firstVisit(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const problems = problemsOf(page);
  const response = await page.goto('/');
  // The dev server sends the app's Content-Security-Policy too: a violation is a console error above.
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  return { context, page, problems };
}

/** Opens a path inside the running app, as a link would: the router hears the address change. */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectHeading(page: Page, language: Language, headingKey: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, headingKey));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Each page in English (the browser's language), then French chosen, each page again. */
async function expectEveryPageInBothLanguages(page: Page) {
  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') await page.getByText(text('en', 'common.language.fr'), { exact: true }).click();
    for (const [path, headingKey] of PAGES) {
      await openInApp(page, path);
      await expectHeading(page, language, headingKey);
    }
  }
}

test('npm start: every page in English and French, and the demo consumer signs in to Cards', async ({
  browser,
}) => {
  const { context, page, problems } = await firstVisit(browser, SANDBOX_APP);
  await expectEveryPageInBothLanguages(page);

  await openInApp(page, '/auth');
  await expectHeading(page, 'fr', 'signin.authorization.signInTitle');
  await signInWithPassword(page, 'fr');
  await enterNewestOneTimeCode(page, 'fr');
  await expect(page).toHaveURL(CARDS_URL);
  await expectHeading(page, 'fr', 'cards.page.title');
  expect(problems).toEqual([]);
  await context.close();
});

test('npm start: a link opened afresh gets the app, an e-mailed one ending in an address included', async ({
  request,
}) => {
  for (const path of ['/consumer/cards', '/consumer/set-password/a-nonce/jane%40example.com']) {
    const response = await request.get(`${SANDBOX_APP}${path}`);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<div id="?root"?>/);
  }
});

test('npm run start:http: every page in English and French', async ({ browser }) => {
  const { context, page, problems } = await firstVisit(browser, HTTP_APP);
  await expectEveryPageInBothLanguages(page);
  expect(problems).toEqual([]);
  await context.close();
});

test('npm run api: the sandbox over the REST contract refuses a call without a token', async ({
  request,
}) => {
  const response = await request.get(`${process.env.README_API_URL}/api/consumer`);
  expect(response.status()).toBe(401);
  expect(response.headers()['content-type']).toContain('application/json');
});
