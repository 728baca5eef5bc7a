import { expect, test, type Page } from '@playwright/test';
import { translationsFor } from '../src/presentation/i18n/resources';

type Language = 'en' | 'fr';

/** The text of a locale key, as the app shows it (interpolation aside). */
function text(language: Language, key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>(
      (tree, part) =>
        tree && typeof tree === 'object' ? (tree as Record<string, unknown>)[part] : undefined,
      translationsFor(language),
    );
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  return found;
}

/** Opens a path as a returning visitor whose language choice is stored. */
async function openIn(page: Page, language: Language, path: string) {
  await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
  await page.goto(path);
}

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

for (const language of ['en', 'fr'] as const) {
  test.describe(`the shell in ${language}`, () => {
    for (const [path, headingKey] of PUBLIC_ROUTES) {
      test(`${path} renders its heading`, async ({ page }) => {
        await openIn(page, language, path);
        // The first visit loads the route family's chunk, which a busy machine may take a while to do.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, headingKey), {
          timeout: 15_000,
        });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page).toHaveTitle(new RegExp(`\\| ${text(language, 'common.appName')}$`));
      });
    }

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

    test('the menu is a bottom sheet on a phone and a dropdown on a desktop', async ({ page }, testInfo) => {
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
    });

    test(`the landing page screenshot (${language})`, async ({ page }, testInfo) => {
      await openIn(page, language, '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'landing.title'));
      const path = testInfo.outputPath(`shell-landing-${language}-${testInfo.project.name}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`landing-${language}-${testInfo.project.name}`, {
        path,
        contentType: 'image/png',
      });
    });
  });
}

test('the language choice survives a reload', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'terms.title'));
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'terms.title'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'terms.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(new RegExp(text('en', 'terms.pageTitle')));
});

test('the sandbox banner leads to the outbox, where a sign-in code is readable', async ({ page }) => {
  await openIn(page, 'en', '/auth');
  await page
    .getByLabel(/e-mail/i)
    .first()
    .fill('demo@example.com');
  await page
    .getByLabel(/password/i)
    .first()
    .fill('Demo1234');
  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto('/');
  await page.getByRole('link', { name: text('en', 'sandbox.banner.outbox') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'sandbox.outbox.title'));
  await expect(
    page.getByRole('heading', { level: 2, name: text('en', 'sandbox.outbox.kinds.oneTimeCode.title') }),
  ).toBeVisible();
  await expect(page.getByText(/^\d{6}$/)).toBeVisible();
});
