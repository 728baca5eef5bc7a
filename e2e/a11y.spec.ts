import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Opens a path in a language, as a returning visitor whose choice is stored, once its heading shows. */
async function openIn(page: Page, language: 'en' | 'fr', path: string) {
  await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The axe-core violations at the WCAG 2.1 A and AA levels, as short readable lines. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const PAGES: [name: string, path: string][] = [
  ['landing', '/'],
  ['terms', '/terms-and-conditions'],
  ['auth, sign-in tab', '/auth'],
  ['auth, register tab', '/auth?reg=true'],
  ['not found', '/err/not-found'],
  ['unknown path', '/no/such/page'],
  ['unspecified error', '/err/unspecified'],
  ['sandbox outbox', '/sandbox/outbox'],
];

for (const language of ['en', 'fr'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    for (const [name, path] of PAGES) {
      test(`the ${name} page has no WCAG 2.1 A/AA violation`, async ({ page }) => {
        await openIn(page, language, path);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the open user menu has no WCAG 2.1 A/AA violation', async ({ page }) => {
      await openIn(page, language, '/err/not-found');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expect(
        page.getByRole('link', { name: language === 'en' ? 'Sign in' : 'Se connecter' }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the outbox with messages has no WCAG 2.1 A/AA violation', async ({ page }) => {
      // Signing in (in English) makes the sandbox send a one-time code by SMS.
      await page.goto('/auth');
      await page.evaluate(() => window.localStorage.setItem('language', 'en'));
      await page.reload();
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
      await page.evaluate((lng) => window.localStorage.setItem('language', lng), language);
      await page.goto('/sandbox/outbox');
      await expect(page.getByText(/^\d{6}$/)).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
