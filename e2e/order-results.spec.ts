import { expect, test } from './support/test';
import { CARDS_URL, containing, expectHeading, LANGUAGES, text } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expectPaymentPage } from './support/paymentPage';
import {
  openSignedIn,
  orderOf,
  seedSandboxes,
  type SeededSandbox,
  type SeedRequest,
} from './support/sandboxSeed';

/**
 * The order result pages (issue 8) in Chromium, on the sandbox. Each journey starts where the
 * payment provider hands the browser back: demo@example.com is signed in and its 20 EUR order was
 * settled with the outcome by the very sandbox the app then reads.
 */

type Settled = 'approve' | 'decline' | 'cancel' | 'pending' | 'investigation';

const demoOrderSettled = (outcome: Settled): SeedRequest => ({
  consumer: 'demo',
  order: { cents: 2000, outcome },
});

let settled: Record<Settled | 'errorUnread' | 'levelOneApproved', SeededSandbox>;
test.beforeAll(async () => {
  settled = await seedSandboxes({
    approve: demoOrderSettled('approve'),
    decline: demoOrderSettled('decline'),
    cancel: demoOrderSettled('cancel'),
    pending: demoOrderSettled('pending'),
    investigation: demoOrderSettled('investigation'),
    // The shop cannot say, the first time it is asked, why the declined payment failed.
    errorUnread: { ...demoOrderSettled('decline'), failNext: { call: 'orderError', status: 500 } },
    // A consumer who passed the basic identity check only, whose first card was paid for.
    levelOneApproved: {
      consumer: 'newLevelOne',
      email: 'lea.results@example.com',
      order: { cents: 2000, outcome: 'approve' },
    },
  });
});

const en = (key: string, values?: Record<string, string>) => text('en', key, values);

test.describe('order result pages', () => {
  for (const language of LANGUAGES) {
    test(`a declined payment returns to the payment page with what the shop says went wrong (${language})`, async ({
      page,
    }) => {
      const { orderId, returnPath } = orderOf(settled.decline);
      expect(returnPath).toBe(`/order/${orderId}/error`);
      await openSignedIn(page, settled.decline, language, returnPath);

      await expectPaymentPage(page, language);
      const alert = page.getByRole('alert').filter({ hasText: text(language, 'payment.orderError') });
      // The server's words for a declined payment, which the shop knows: in the page's language.
      await expect(alert).toContainText(text(language, 'payment.errors.paymentDeclined'));
      await expectNoAxeViolations(page);
    });
  }

  test('when the shop cannot say what went wrong, the error page asks again on request (fr)', async ({
    page,
  }) => {
    const fr = (key: string) => text('fr', key);
    const { orderId, returnPath } = orderOf(settled.errorUnread);
    await openSignedIn(page, settled.errorUnread, 'fr', returnPath);

    await expectHeading(page, fr('orderResult.error.title'));
    await expect(
      page.getByRole('alert').filter({ hasText: fr('orderResult.error.readFailed') }),
    ).toBeVisible();
    await expect(page.getByText(fr('orderResult.orderNumber').replace('{{orderId}}', orderId))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: fr('orderResult.error.retry') }).click();

    await expectPaymentPage(page, 'fr');
    await expect(page.getByRole('alert').filter({ hasText: fr('payment.orderError') })).toContainText(
      fr('payment.errors.paymentDeclined'),
    );
  });

  test('an error address shows a payment error the shop knows in its own words, and no other words from the address (fr)', async ({
    page,
  }) => {
    const fr = (key: string) => text('fr', key);
    const { orderId } = orderOf(settled.decline);
    const forged = 'Call +44 20 0000 0000 to get your money back';
    await openSignedIn(page, settled.decline, 'fr', `/order/${orderId}/error/${encodeURIComponent(forged)}`);

    await expectPaymentPage(page, 'fr');
    const alert = page.getByRole('alert').filter({ hasText: fr('payment.providerError') });
    await expect(alert).toBeVisible();
    await expect(page.getByText(forged)).toHaveCount(0);

    await page.goto(`/order/${orderId}/error/${encodeURIComponent('Order already paid')}`);
    await expectPaymentPage(page, 'fr');
    await expect(alert).toContainText(fr('payment.errors.orderPaid'));
  });

  test('a cancelled payment goes to the cards, with the warning shown once', async ({ page }) => {
    const { orderId, returnPath } = orderOf(settled.cancel);
    expect(returnPath).toBe(`/order/${orderId}/cancel`);
    await openSignedIn(page, settled.cancel, 'en', returnPath);

    await expect(page).toHaveURL(CARDS_URL);
    const warning = page.getByRole('alert').filter({ hasText: en('cards.page.paymentCancelled.title') });
    await expect(warning).toContainText(en('cards.page.paymentCancelled.orderCancelled'));
    await expect(warning).toContainText(en('cards.page.paymentCancelled.newOrder'));
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(warning).toHaveCount(0);
  });

  // Playwright's fake clock is installed in the whole browser context: this journey gets its own.
  test.describe(() => {
    test.use({ ownBrowserContext: true });

    test('the pending page turns paid on its retry 30 seconds later', async ({ page }) => {
      const { orderId, returnPath } = orderOf(settled.pending);
      expect(returnPath).toBe(`/order/${orderId}/pending`);
      // The page's clock starts when the provider left the payment pending.
      await page.clock.install({ time: settled.pending.settledAt ?? Date.now() });
      await openSignedIn(page, settled.pending, 'en', returnPath);

      await expectHeading(page, en('orderResult.pending.title'));
      await expect(page.getByRole('status')).toContainText(en('orderResult.pending.waiting'));
      await expect(page).toHaveTitle(new RegExp(en('orderResult.pending.pageTitle')));
      await expectNoAxeViolations(page);

      await page.clock.fastForward(30_000);

      await expect(page).toHaveURL(new RegExp(`/order/${orderId}/success$`));
      await expectHeading(page, en('orderResult.success.title'));
    });
  });

  test('the thank-you page continues to the cards with the new card selected', async ({ page }) => {
    const { orderId, returnPath } = orderOf(settled.approve);
    await openSignedIn(page, settled.approve, 'en', returnPath);

    await expectHeading(page, en('orderResult.success.title'));
    await expect(page.getByText(en('orderResult.orderNumber', { orderId }))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: en('orderResult.success.continue') }).click();
    await expect(page).toHaveURL(/\/consumer\/cards\?selected=[^&]+$/);
  });

  test('an order that is not paid shows the failure screen, in French', async ({ page }) => {
    const { orderId } = orderOf(settled.decline);
    const fr = (key: string) => text('fr', key);
    await openSignedIn(page, settled.decline, 'fr', `/order/${orderId}/success`);

    await expectHeading(page, fr('orderResult.failure.title'));
    await expect(page.getByText(orderId, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: fr('orderResult.failure.buyNewCard') })).toHaveAttribute(
      'href',
      '/consumer/cards/new',
    );
    await expect(page.getByRole('link', { name: containing(fr('orderResult.helpCentre')) })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a paid order under investigation goes to the review page', async ({ page }) => {
    const { orderId, returnPath } = orderOf(settled.investigation);
    expect(returnPath).toBe(`/order/${orderId}/success`);
    await openSignedIn(page, settled.investigation, 'en', returnPath);

    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/investigation$`));
    await expectHeading(page, en('orderResult.investigation.title'));
    await expect(page.getByRole('link', { name: en('orderResult.myOrders') })).toHaveAttribute(
      'href',
      '/consumer/orders',
    );
    await expectNoAxeViolations(page);
  });

  for (const language of LANGUAGES) {
    if (language === 'en')
      test(`a consumer not fully verified continues from the thank-you page to the identity-verification info (${language})`, async ({
        page,
      }) => {
        const t = (key: string) => text(language, key);
        const { orderId, returnPath } = orderOf(settled.levelOneApproved);
        await openSignedIn(page, settled.levelOneApproved, language, returnPath);

        await expectHeading(page, t('orderResult.success.title'));
        await page.getByRole('link', { name: t('orderResult.success.continue') }).click();

        await expect(page).toHaveURL(new RegExp(`/order/${orderId}/infoKYC\\?selected=[^&]+$`));
        await expectHeading(page, t('orderResult.infoKyc.title'));
        const selected = new URL(page.url()).searchParams.get('selected') ?? '';
        await expect(page.getByRole('link', { name: t('orderResult.infoKyc.later') })).toHaveAttribute(
          'href',
          `/consumer/cards?selected=${selected}`,
        );
        await page.getByRole('link', { name: t('orderResult.infoKyc.start') }).click();
        await expect(page).toHaveURL(`/consumer/kyc/upgrade-info?selected=${selected}`);
        await expectHeading(page, t('kyc.upgradeInfo.title'));
      });
  }

  test('the identity-verification info keeps the selected card both ways on', async ({ page }) => {
    const { orderId } = orderOf(settled.approve);
    await openSignedIn(page, settled.approve, 'en', `/order/${orderId}/infoKYC?selected=card-7`);

    await expectHeading(page, en('orderResult.infoKyc.title'));
    await expect(page.getByRole('link', { name: en('orderResult.infoKyc.start') })).toHaveAttribute(
      'href',
      '/consumer/kyc/upgrade-info?selected=card-7',
    );
    await expect(page.getByRole('link', { name: en('orderResult.infoKyc.later') })).toHaveAttribute(
      'href',
      '/consumer/cards?selected=card-7',
    );
    await expectNoAxeViolations(page);
  });
});
