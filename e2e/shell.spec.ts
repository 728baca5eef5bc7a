import { contentSecurityPolicy } from '../scripts/contentSecurityPolicy.mjs';
import { expect, test } from './support/test';
import { expectHeading, LANGUAGES, openIn, speakIn, text } from './support/app';
import { openSignedIn, seedSandboxes } from './support/sandboxSeed';
import { signInWithPassword } from './support/signIn';

/** Every public route of SPEC section 2 whose screen exists, with the key of its heading. */
const PUBLIC_ROUTES: [path: string, headingKey: string][] = [
  ['/', 'landing.title'],
  ['/terms-and-conditions', 'terms.title'],
  ['/auth', 'signin.authorization.signInTitle'],
  ['/auth?reg=true', 'signin.authorization.registerTitle'],
  ['/consumer/set-password', 'signin.resetStart.title'],
  ['/consumer/set-password/a-nonce/jane%40example.com', 'signin.resetResume.title'],
  ['/consumer/set-password/success', 'signin.resetSuccess.title'],
  ['/consumer/verify?cons=nobody&nonce=nothing', 'verification.result.failedTitle'],
  ['/err/not-found', 'errors.notFound.title'],
  ['/err/unspecified', 'errors.unspecified.title'],
  ['/sandbox/outbox', 'sandbox.outbox.title'],
];

for (const language of LANGUAGES) {
  test.describe(`the shell in ${language}`, () => {
    // One tab walks every route: a fresh browser per route would pay the app's start-up cost each time.
    test('every public route renders its heading, the language and the title', async ({ page }) => {
      await speakIn(page, language);
      for (const [path, headingKey] of PUBLIC_ROUTES) {
        await test.step(path, async () => {
          await page.goto(path);
          await expectHeading(page, text(language, headingKey));
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page).toHaveTitle(new RegExp(`\\| ${text(language, 'common.appName')}$`));
        });
      }
    });

    test('the title the focus moves to on a new page is ringed for keyboard users only', async ({ page }) => {
      const heading = page.getByRole('heading', { level: 1 });
      const forgotPassword = page.getByRole('link', { name: text(language, 'signin.signIn.forgotPassword') });
      // Sent on to Authorization (signed out) before any key was pressed: its title has the focus, unringed.
      await openIn(page, language, '/consumer/cards');
      await expectHeading(page, text(language, 'signin.authorization.signInTitle'));
      await expect(heading).toBeFocused();
      await expect(heading).toHaveCSS('outline-style', 'none');
      // Followed by mouse: the next title has the focus, unringed.
      await forgotPassword.click();
      await expectHeading(page, text(language, 'signin.resetStart.title'));
      await expect(heading).toBeFocused();
      await expect(heading).toHaveCSS('outline-style', 'none');
      // Followed by keyboard: the title has the focus, and its ring shows where it is.
      await page.goBack();
      await expectHeading(page, text(language, 'signin.authorization.signInTitle'));
      await forgotPassword.focus();
      await page.keyboard.press('Enter');
      await expectHeading(page, text(language, 'signin.resetStart.title'));
      await expect(heading).toBeFocused();
      await expect(heading).not.toHaveCSS('outline-style', 'none');
      await expect(heading).not.toHaveCSS('outline-width', '0px');
    });

    if (language === 'fr')
      test('an unknown path shows Not Found', async ({ page }) => {
        await openIn(page, language, '/no/such/page');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(language, 'errors.notFound.title'),
        );
        await expect(page.getByRole('link', { name: text(language, 'errors.links.auth') })).toHaveAttribute(
          'href',
          '/auth',
        );
      });

    test(
      'the menu is a bottom sheet on a phone and a dropdown on a desktop',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await openIn(page, language, '/');
        await page
          .getByRole('button', { name: text(language, 'shell.menu.button.signedOut'), exact: true })
          .click();
        const login = text(language, 'shell.menu.entries.login');
        if (testInfo.project.name === 'phone') {
          const sheet = page.locator('.ant-drawer-bottom');
          await expect(sheet.getByRole('dialog', { name: text(language, 'shell.menu.title') })).toBeVisible();
          await expect(sheet.getByRole('link', { name: login })).toBeVisible();
          await expect(page.getByRole('menu')).toHaveCount(0);
          // Once it has slid in, the sheet sits on the bottom edge of the window.
          await expect
            .poll(() =>
              page.evaluate(() => {
                const section = document.querySelector('.ant-drawer-bottom .ant-drawer-section');
                return section && Math.round(section.getBoundingClientRect().bottom) === window.innerHeight;
              }),
            )
            .toBe(true);
        } else {
          const menu = page.getByRole('menu');
          await expect(menu).toBeVisible();
          await expect(menu.getByRole('link', { name: login })).toBeVisible();
          await expect(page.locator('.ant-drawer')).toHaveCount(0);
        }
        await page.getByRole('link', { name: login }).click();
        await expect(page).toHaveURL(/\/auth$/);
      },
    );
  });
}

test.describe('on a phone-wide window', () => {
  for (const language of LANGUAGES)
    test(`every row of the signed-in menu sheet, Sign out included, is a whole row to tap (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const { demo } = await seedSandboxes({ demo: { consumer: 'demo' } });
      await openSignedIn(page, demo, language, '/consumer/cards');
      await page
        .getByRole('button', { name: text(language, 'shell.menu.button.verified'), exact: true })
        .click();
      const sheet = page.getByRole('dialog', { name: text(language, 'shell.menu.title') });
      const rows = sheet.getByRole('listitem');
      await expect(rows.last()).toHaveText(text(language, 'shell.menu.entries.signOut'));
      const heights = await rows.evaluateAll((items) =>
        items.map((item) => Math.round((item.firstElementChild ?? item).getBoundingClientRect().height)),
      );
      expect(heights.length).toBeGreaterThan(1);
      expect(new Set(heights)).toEqual(new Set([heights[0]]));
      expect(heights[0]).toBeGreaterThanOrEqual(40);
    });
});

test('a page typed in the tab opens at its top, whatever the tab scrolled before', async ({ page }) => {
  await openIn(page, 'en', '/');
  await expectHeading(page, text('en', 'landing.title'));
  // To the page's end, again until its lower sections are there (they download at the first scroll).
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(1500);

  await page.goto('/terms-and-conditions');

  await expectHeading(page, text('en', 'terms.title'));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the sandbox banner leads to the outbox, where a sign-in code is readable', async ({ page }) => {
  await openIn(page, 'en', '/auth');
  await signInWithPassword(page, 'en');
  await page.goto('/');
  await page.getByRole('link', { name: text('en', 'sandbox.banner.outbox') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'sandbox.outbox.title'));
  await expect(
    page.getByRole('heading', { level: 2, name: text('en', 'sandbox.outbox.kinds.oneTimeCode.title') }),
  ).toBeVisible();
  await expect(page.getByText(/^\d{6}$/)).toBeVisible();
});

test('the production build publishes no source map', async ({ request }) => {
  const index = await (await request.get('/')).text();
  const scripts = [...index.matchAll(/<script[^>]+src="?([^"\s>]+\.js)/g)].map(([, src]) => src ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const bundle = await request.get(script);
    expect(bundle.status()).toBe(200);
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  }
});

test('the page is checked on every visit; the files it names, named after their content, are kept for good', async ({
  request,
}) => {
  const index = await request.get('/consumer/cards');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const [, script] = /<script[^>]+src="?([^"\s>]+\.js)/.exec(await index.text()) ?? [];
  expect(script).toMatch(/^\/assets\/.+\.[0-9a-f]{8}\.js$/);
  const bundle = await request.get(script ?? '');
  expect(bundle.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);
});

test('every page comes with the Content-Security-Policy, as a header and in index.html', async ({
  request,
}) => {
  const header = contentSecurityPolicy();
  for (const path of ['/', '/auth', '/consumer/cards', '/no-such-page']) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy']).toBe(header.replaceAll('; ', ';'));
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // The first element of <head>, quoted or not (a prerendered page is written out again after the build).
    const policy = contentSecurityPolicy({ forMeta: true });
    expect(await response.text()).toMatch(
      new RegExp(
        `<head><meta charset="?utf-8"?><meta http-equiv="?Content-Security-Policy"? content="${escapeRegExp(policy)}">`,
      ),
    );
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
