import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  containing,
  expectHeading,
  LANGUAGES,
  money,
  text,
  textMatching,
  type Language,
} from './support/app';
import { expectNoAxeViolations } from './support/axe';
import * as paymentPage from './support/paymentPage';
import { openSignedIn, orderOf, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';
import { codeDialog, enterNewestOneTimeCode } from './support/signIn';

/**
 * The payment page and the sandbox payment provider (issue 8) in Chromium, on the sandbox, for a
 * consumer already signed in: demo@example.com, who has cards, or a new consumer who passed the
 * level-1 check (purchases capped at 50 EUR) and has an unpaid 50 EUR order. The new visitor's
 * whole journey, sign-up included, is ordering-journey.spec.ts.
 */

const PAYER = 'payer@example.com';
const PAYER_PASSWORD = 'Secret123';

let seeded: Record<'demo' | 'payer', SeededSandbox>;
test.beforeAll(async () => {
  seeded = await seedSandboxes({
    demo: { consumer: 'demo' },
    payer: { consumer: 'newLevelOne', email: PAYER, order: { cents: 5000 } },
  });
});

/** The payer's order as the breakdown shows it: a first card, so its creation is free. */
const PAYERS_ORDER: paymentPage.Breakdown = {
  cardPrice: 5000,
  creationFee: 'free',
  serviceFee: 250,
  total: 5250,
};

/** The payment page of the payer's unpaid 50 EUR order. */
async function openPayersOrder(page: Page, language: Language) {
  await openSignedIn(page, seeded.payer, language, `/order/${orderOf(seeded.payer).orderId}/payment`);
  return paymentPage.expectPaymentPage(page, language);
}

/** Types into an amount box and leaves it, as the clamping happens when the field is left. */
async function typeAndLeave(field: Locator, typed: string) {
  await field.fill(typed);
  await field.press('Tab');
}

test('a second card carries the creation fee; once paid, its payment page offers nothing to pay with (en)', async ({
  page,
}) => {
  const language = 'en';
  const t = (key: string) => text(language, key);
  // Signed in, ordering on the landing page leads straight to the payment page.
  await openSignedIn(page, seeded.demo, language, '/');
  await page.getByLabel(t('landing.order.label')).fill('50');
  await page.getByRole('button', { name: t('landing.order.submit') }).click();
  const orderId = await paymentPage.expectPaymentPage(page, language);

  // The demo consumer has cards: this one costs 2.50 to create (SPEC section 9).
  await paymentPage.expectBreakdown(page, language, {
    cardPrice: 5000,
    creationFee: 250,
    serviceFee: 250,
    total: 5500,
  });
  await paymentPage.chooseMethod(page, language);
  await paymentPage.payButton(page, language).click();
  await paymentPage.expectSandboxPaymentPage(page, language, 5500);
  await paymentPage.outcomeButton(page, language, 'approve').click();
  await expectHeading(page, text(language, 'orderResult.success.title'));
  // Fully known: Continue goes straight to the cards, the new card selected.
  await page.getByRole('link', { name: t('orderResult.success.continue') }).click();
  await expect(page).toHaveURL(/\/consumer\/cards\?selected=[^&]+$/);

  // Back on the payment page of the paid order, it says so at once: the message, every method
  // disabled and none chosen, Pay off.
  await page.goto(`/order/${encodeURIComponent(orderId)}/payment`);
  await paymentPage.expectPaymentPage(page, language);
  await expect(page.getByRole('alert').filter({ hasText: t('payment.errors.orderPaid') })).toBeVisible();
  const methods = paymentPage.paymentMethods(page, language).getByRole('radio');
  await expect(methods.first()).toBeDisabled();
  for (const method of await methods.all()) {
    await expect(method).toBeDisabled();
    await expect(method).not.toBeChecked();
  }
  await expect(
    page
      .getByRole('region', { name: t('payment.methods.title') })
      .getByRole('button', { name: t('payment.pay'), exact: true }),
  ).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('an invalid promo code is refused; WELCOME5 is applied, then removed (fr)', async ({ page }) => {
  const language = 'fr';
  const t = (key: string, values?: Record<string, string>) => text(language, key, values);
  await openPayersOrder(page, language);

  const promo = page.getByLabel(t('payment.promo.label'));
  const apply = page.getByRole('button', { name: t('payment.promo.apply') });
  for (const refused of ['SUMMER99', 'USED10']) {
    await promo.fill(refused);
    await apply.click();
    await expect(page.getByText(t('payment.promo.invalid'))).toBeVisible();
    await paymentPage.expectBreakdown(page, language, PAYERS_ORDER);
  }

  await promo.fill('WELCOME5');
  await apply.click();
  await paymentPage.expectBreakdown(page, language, { ...PAYERS_ORDER, discount: -500, total: 4750 });
  await expect(page.getByText(t('payment.promo.invalid'))).toHaveCount(0);
  await page.getByRole('button', { name: t('payment.promo.removeCode', { code: 'WELCOME5' }) }).click();
  await paymentPage.expectBreakdown(page, language, PAYERS_ORDER);
});

for (const language of LANGUAGES) {
  if (language === 'fr')
    test(`bad amounts are clamped or refused with the bound named, on the landing page and in the amount modal (${language})`, async ({
      page,
    }) => {
      const t = (key: string, values?: Record<string, string>) => text(language, key, values);
      const bound = (key: 'min' | 'max', cents: number) =>
        containing(t(`cards.order.${key}`, { bound: money(language, cents) }));
      const integer = containing(t('cards.order.integer'));

      // The landing order box: 5 to 150 EUR, lowered to the level-1 consumer's maxAllowedAmount, 50 EUR
      // (the 150 EUR maximum of a visitor is in landing.spec.ts).
      await openSignedIn(page, seeded.payer, language, '/');
      const box = page.getByLabel(t('landing.order.label'));
      const order = page.getByRole('button', { name: t('landing.order.submit') });
      await typeAndLeave(box, '3');
      await expect(box).toHaveValue('5');
      await expect(box).toHaveAccessibleDescription(bound('min', 500));
      await box.fill('4O');
      await expect(box).toHaveValue('4O');
      await expect(box).toHaveAccessibleDescription(integer);
      await expect(order).toBeDisabled();
      await typeAndLeave(box, '500');
      await expect(box).toHaveValue('50');
      await expect(box).toHaveAccessibleDescription(bound('max', 5000));

      // The amount modal: 5 EUR up to the level-1 consumer's maxAllowedAmount, 50 EUR.
      await box.fill('30');
      await order.click();
      await paymentPage.expectPaymentPage(page, language);
      const dialog = await paymentPage.openAmountModal(page, language);
      const amount = dialog.getByLabel(t('payment.amount.label'));
      const save = dialog.getByRole('button', { name: t('payment.amount.save') });
      await expect(amount).toHaveValue('30');
      await typeAndLeave(amount, '80');
      await expect(amount).toHaveValue('50');
      await expect(amount).toHaveAccessibleDescription(bound('max', 5000));
      await typeAndLeave(amount, '3');
      await expect(amount).toHaveValue('5');
      await expect(amount).toHaveAccessibleDescription(bound('min', 500));
      await amount.fill('4O');
      await expect(amount).toHaveValue('4O');
      await expect(amount).toHaveAccessibleDescription(integer);
      await expect(save).toBeDisabled();
      await expectNoAxeViolations(page);

      await amount.fill('40');
      await save.click();
      await expect(dialog).toBeHidden();
      await paymentPage.expectBreakdown(page, language, {
        cardPrice: 4000,
        creationFee: 'free',
        serviceFee: 200,
        total: 4200,
      });
    });
}

// Playwright's fake clock is installed in the whole browser context: this journey gets its own.
test.describe(() => {
  test.use({ ownBrowserContext: true });

  test('the session countdown reaching zero opens the login modal; signed in again, the page goes on (en)', async ({
    page,
  }) => {
    const language = 'en';
    const t = (key: string, values?: Record<string, string>) => text(language, key, values);
    await page.clock.install();
    await openPayersOrder(page, language);
    const timer = page.getByRole('timer');
    /** 'Your session ends in mm:ss', just started: 20 minutes at most. */
    const fresh = textMatching(language, 'payment.countdown.text', { time: '(19:[0-5]\\d|20:00)' });
    await expect(timer).toHaveText(fresh);
    await paymentPage.chooseMethod(page, language);

    // The session lasts 20 minutes.
    await page.clock.fastForward('20:00');
    const login = page.getByRole('dialog', { name: t('signin.loginModal.title') });
    await expect(login).toBeVisible();
    await expect(login.getByText(t('signin.loginModal.lockedEmail', { email: PAYER }))).toBeVisible();
    await expect(timer).toHaveText(t('payment.countdown.text', { time: '00:00' }));
    await expectNoAxeViolations(page);

    await login.getByLabel(t('signin.signIn.password')).fill(PAYER_PASSWORD);
    await login.getByRole('button', { name: t('signin.loginModal.submit') }).click();
    await expect(codeDialog(page, language)).toBeVisible();
    await enterNewestOneTimeCode(page, language);
    await expect(codeDialog(page, language)).toBeHidden();
    await expect(login).toBeHidden();

    // A new session: the countdown starts again and the payment goes on where it was.
    await expect(timer).toHaveText(fresh);
    await paymentPage.expectBreakdown(page, language, PAYERS_ORDER);
    await paymentPage.chooseMethod(page, language);
    await paymentPage.payButton(page, language).click();
    await paymentPage.expectSandboxPaymentPage(page, language, 5250);
  });
});
