import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CARDS_URL, expectHeading, LANGUAGES, text, type Language } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';
import { codeDialog, DEMO, enterNewestOneTimeCode } from './support/signIn';

/**
 * Consumer Orders (/consumer/orders) in Chromium, on the sandbox: the demo consumer holds one order
 * in every status, and reaches the page from the user menu.
 */

let seeded: Record<'demo' | 'fresh' | 'listFails' | 'sessionEnded', SeededSandbox>;
test.beforeAll(async () => {
  seeded = await seedSandboxes({
    demo: { consumer: 'demo' },
    // Registered and past the basic identity check, but has never ordered.
    fresh: { consumer: 'newLevelOne', email: 'no.orders.yet@example.com' },
    listFails: { consumer: 'demo', failNext: { call: 'listOrders', status: 500 } },
    sessionEnded: { consumer: 'demo', failNext: { call: 'listOrders', status: 401 } },
  });
});

const ordersPage = (page: Page, language: Language) => ({
  awaiting: page.getByRole('region', { name: text(language, 'orders.sections.awaitingPayment') }),
  others: page.getByRole('region', { name: text(language, 'orders.sections.orders') }),
});

/** allegations_unsubstantiated, failed_transfer_of_funds and cancelled: money that never reached a card. */
const STRUCK_THROUGH = [
  'order-demo-allegations-unsubstantiated',
  'order-demo-failed-transfer-of-funds',
  'order-demo-cancelled',
];

/** Orders in a status that leads to no page. */
const LEADING_NOWHERE = [
  'order-demo-allegations-unsubstantiated',
  'order-demo-refund-initialized',
  'order-demo-card-creation-postponed',
  'order-demo-pending-transfer-of-funds',
  'order-demo-failed-transfer-of-funds',
  'order-demo-cancelled',
];

/** A row of the page, found by its order number. */
const row = (page: Page, orderId: string) =>
  page.getByRole('listitem').filter({ hasText: new RegExp(`\\b${orderId}\\b`) });

for (const language of LANGUAGES) {
  test.describe(`the orders page in ${language}`, () => {
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);

    test('reached from the menu, lists the orders in two sections and opens those that lead somewhere', async ({
      page,
    }) => {
      await openSignedIn(page, seeded.demo, language, '/consumer/cards');
      await expect(page).toHaveURL(CARDS_URL);
      await page.getByRole('button', { name: t('shell.menu.button.verified') }).click();
      await page.getByRole('link', { name: t('shell.menu.entries.orders') }).click();

      await expect(page).toHaveURL(/\/consumer\/orders$/);
      await expectHeading(page, t('orders.page.title'));
      await expect(page).toHaveTitle(new RegExp(t('orders.page.pageTitle')));
      const { awaiting, others } = ordersPage(page, language);
      await expect(awaiting.getByRole('listitem')).toHaveCount(4);
      const created = row(page, 'order-demo-created');
      await expect(created).toContainText(t('orders.status.created'));
      // The money never reached a card: the amount is struck through.
      for (const orderId of STRUCK_THROUGH) await expect(row(page, orderId).locator('del')).toBeVisible();
      await expect(row(page, 'order-demo-refund-initialized').locator('del')).toHaveCount(0);
      // An order with nowhere to go is not a link.
      for (const orderId of LEADING_NOWHERE)
        await expect(row(page, orderId).getByRole('link')).toHaveCount(0);
      // The menu offers my cards but not the page the consumer is on.
      await page.getByRole('button', { name: t('shell.menu.button.verified') }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('link', { name: t('shell.menu.entries.cards') })).toBeVisible();
      await expect(menu.getByRole('link', { name: t('shell.menu.entries.orders') })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expectNoAxeViolations(page);

      await others.getByRole('link', { name: new RegExp(t('orders.status.investigation')) }).click();
      await expectHeading(page, t('orderResult.investigation.title'));
      await page.goBack();
      await row(page, 'order-demo-pending-card-creation').getByRole('link').click();
      await expect(page).toHaveURL(/\/order\/order-demo-pending-card-creation\/success$/);
      await expectHeading(page, t('orderResult.success.title'));
      await page.goBack();
      await row(page, 'order-demo-pending-payment').getByRole('link').click();
      await expect(page).toHaveURL(/\/order\/order-demo-pending-payment\/payment$/);
      await expectHeading(page, t('payment.title'));
      await page.goBack();
      await created.getByRole('link').click();
      await expect(page).toHaveURL(/\/order\/order-demo-created\/payment$/);
      await expectHeading(page, t('payment.title'));
    });

    if (language === 'fr')
      test('a consumer who has never ordered sees both sections empty', async ({ page }) => {
        await openSignedIn(page, seeded.fresh, language, '/consumer/orders');

        await expectHeading(page, t('orders.page.title'));
        for (const section of Object.values(ordersPage(page, language))) {
          await expect(section).toContainText(t('orders.empty'));
          await expect(section.getByRole('listitem')).toHaveCount(0);
        }
        await expectNoAxeViolations(page);
      });
  });
}

test.describe('the orders page when the list cannot be read (en)', () => {
  const t = (key: string) => text('en', key);

  test('a failed read offers to try again, and the orders show when it works', async ({ page }) => {
    await openSignedIn(page, seeded.listFails, 'en', '/consumer/orders');
    const failed = page.getByRole('alert').filter({ hasText: t('orders.loadFailed.text') });
    await expect(failed).toBeVisible();
    await page.getByRole('button', { name: t('orders.loadFailed.retry') }).click();
    await expect(ordersPage(page, 'en').awaiting.getByRole('listitem')).toHaveCount(4);
  });
});

for (const language of LANGUAGES) {
  test(`an expired session opens the login modal, and the orders show once signed in again (${language})`, async ({
    page,
  }) => {
    const t = (key: string) => text(language, key);
    await openSignedIn(page, seeded.sessionEnded, language, '/consumer/orders');
    const login = page.getByRole('dialog', { name: t('signin.loginModal.title') });
    await expect(login).toBeVisible();
    await login.getByLabel(t('signin.signIn.password')).fill(DEMO.password);
    await login.getByRole('button', { name: t('signin.loginModal.submit') }).click();
    await enterNewestOneTimeCode(page, language, codeDialog(page, language));
    await expect(ordersPage(page, language).awaiting.getByRole('listitem')).toHaveCount(4);
  });
}
