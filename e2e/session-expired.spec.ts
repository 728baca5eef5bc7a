import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LANGUAGES, money, text, type Language } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';
import { codeDialog, DEMO, enterNewestOneTimeCode } from './support/signIn';

/**
 * A reload after the session expired (SPEC section 8), in Chromium: the demo consumer's token is
 * still stored but the server refuses it. A page that needs sign-in keeps its address and query,
 * the login window opens over it (the e-mail editable: nobody is known after a reload), and once
 * signed in again (password, then the one-time code read in the outbox in another tab) the page
 * shows with its data.
 */

let expired: SeededSandbox;
test.beforeAll(async () => {
  ({ expired } = await seedSandboxes({
    expired: {
      consumer: 'demo',
      sessionExpired: true,
      transactions: [{ cardId: 'card-demo-active', merchant: 'Café Lumière', cents: -1250, kind: 'settled' }],
    },
  }));
});

const loginWindow = (page: Page, language: Language) =>
  page.getByRole('dialog', { name: text(language, 'signin.loginModal.title') });

/** The page waits under the login window; the customer signs in again there, e-mail typed. */
async function signInAgainOverThePage(page: Page, language: Language) {
  const t = (key: string) => text(language, key);
  const login = loginWindow(page, language);
  await expect(login).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('shell.signInAgain.title'));
  const email = login.getByLabel(t('signin.signIn.email'));
  await expect(email).toBeEditable();
  await expect(email).toBeFocused();
  await email.fill(DEMO.email);
  await login.getByLabel(t('signin.signIn.password')).fill(DEMO.password);
  await login.getByRole('button', { name: t('signin.loginModal.submit') }).click();
  await enterNewestOneTimeCode(page, language, codeDialog(page, language));
  await expect(codeDialog(page, language)).toHaveCount(0);
}

for (const language of LANGUAGES) {
  test.describe(`a reload after the session expired, in ${language}`, () => {
    const t = (key: string, values?: Record<string, string>) => text(language, key, values);

    test('on the orders: the login window opens over them, and they show once signed in again', async ({
      page,
    }) => {
      await openSignedIn(page, expired, language, '/consumer/orders');
      await expect(loginWindow(page, language)).toBeVisible();
      await expect(page).toHaveURL(/\/consumer\/orders$/);
      await expectNoAxeViolations(page);

      await signInAgainOverThePage(page, language);

      await expect(page).toHaveURL(/\/consumer\/orders$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('orders.page.title'));
      const awaiting = page.getByRole('region', { name: t('orders.sections.awaitingPayment') });
      await expect(awaiting.getByRole('listitem')).toHaveCount(4);
      // The signed-in menu is back.
      await expect(page.getByRole('button', { name: t('shell.menu.button.verified') })).toBeVisible();
    });

    test('on a card chosen in the address: the same card shows once signed in again', async ({ page }) => {
      const address = '/consumer/cards?selected=card-demo-inactive';
      await openSignedIn(page, expired, language, address);
      await expect(loginWindow(page, language)).toBeVisible();

      await signInAgainOverThePage(page, language);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cards.page.title'));
      await expect(page).toHaveURL(new RegExp(`${address.replace('?', '\\?')}$`));
      const inactive = expired.cards.find((card) => card.id === 'card-demo-inactive');
      if (inactive === undefined) throw new Error('the demo consumer has an inactive card');
      const balance = page.getByRole('heading', { level: 2, name: new RegExp(t('cards.balance.label')) });
      await expect(balance).toContainText(money(language, inactive.available));
      await expect(balance.locator('xpath=..')).toContainText(
        t('cards.carousel.cardName', { lastFour: inactive.lastFour }),
      );
    });

    if (language === 'en')
      test('on a card to block: the Block page shows once signed in again, the focus on its title', async ({
        page,
      }) => {
        await openSignedIn(page, expired, language, '/cards/card-demo-active/block');
        await signInAgainOverThePage(page, language);

        await expect(page).toHaveURL(/\/cards\/card-demo-active\/block$/);
        const active = expired.cards.find((card) => card.id === 'card-demo-active');
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toHaveText(t('cards.block.title', { lastFour: active?.lastFour ?? '' }));
        // A keyboard user (the code was typed) goes on from the new page's title.
        await expect(heading).toBeFocused();
      });

    if (language === 'fr')
      test('on a transaction: its detail shows once signed in again', async ({ page }) => {
        const address = '/cards/card-demo-active/transactions/tx-e2e-1/settled';
        await openSignedIn(page, expired, language, address);
        await signInAgainOverThePage(page, language);

        await expect(page).toHaveURL(new RegExp(`${address}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t('transactions.detail.titles.settled'),
        );
        await expect(page.getByText('Café Lumière', { exact: true })).toBeVisible();
      });

    if (language === 'fr')
      test('the login window closed, the page offers to open it again; Authorization shows no signed-in menu', async ({
        page,
      }) => {
        await openSignedIn(page, expired, language, '/consumer/orders');
        const login = loginWindow(page, language);
        await login.getByRole('button', { name: t('signin.loginModal.cancel') }).click();
        await expect(login).toBeHidden();
        await page.getByRole('button', { name: t('shell.signInAgain.signIn') }).click();
        await expect(login).toBeVisible();

        await page.goto('/auth');
        await expect(page.getByRole('tab', { name: t('signin.authorization.tabs.signIn') })).toBeVisible();
        await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(0);
        await expect(page.getByRole('link', { name: t('shell.menu.entries.orders') })).toHaveCount(0);
      });
  });
}
