import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { containing, expectHeading, LANGUAGES, money, text, type Language } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { failNextCall } from './support/faults';
import { breakdownOf, expectPaymentPage } from './support/paymentPage';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';
import { DEMO, enterNewestOneTimeCode } from './support/signIn';

/** Buy New Card (/consumer/cards/new) in Chromium, on the sandbox. */

let seeded: Record<'demo' | 'level1', SeededSandbox>;
test.beforeAll(async () => {
  seeded = await seedSandboxes({ demo: { consumer: 'demo' }, level1: { consumer: 'level1' } });
});

for (const language of LANGUAGES) {
  test(`a second card shows its creation fee before going on to pay (${language})`, async ({ page }) => {
    const t = (key: string) => text(language, key);
    await openSignedIn(page, seeded.demo, language, '/consumer/cards/new');
    await expectHeading(page, t('cards.buyPage.title'));
    const price = page.getByRole('region', { name: t('cards.buyPage.priceTitle') });
    await expect(price.getByRole('definition')).toHaveText([
      money(language, 2000),
      money(language, 250),
      money(language, 100),
      money(language, 2350),
    ]);
    // The ordering range goes up to 200 EUR: the 200 card picture.
    await expect(
      page.getByRole('img', {
        name: text(language, 'landing.order.cardPicture', { max: money(language, 20000) }),
      }),
    ).toHaveAttribute('src', /card-200\.[0-9a-f]+\.svg$/);
    await page.getByLabel(t('landing.order.label')).fill('40');
    await expect(price.getByRole('definition').last()).toHaveText(money(language, 4450));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('landing.order.submit') }).click();
    await expectPaymentPage(page, language);
  });
}

/** Buy New Card opened for the demo consumer, who already holds cards; the amount box, filled in. */
async function chooseAmount(page: Page, language: Language, euros: string) {
  await openSignedIn(page, seeded.demo, language, '/consumer/cards/new');
  await expectHeading(page, text(language, 'cards.buyPage.title'));
  const amount = page.getByLabel(text(language, 'landing.order.label'));
  await amount.fill(euros);
  return amount;
}

const buyButton = (page: Page, language: Language) =>
  page.getByRole('button', { name: text(language, 'landing.order.submit') });

/** The payment page of the new order shows the card price chosen. */
async function expectToPayFor(page: Page, language: Language, cents: number) {
  await expectPaymentPage(page, language);
  await expect(breakdownOf(page, language).getByText(money(language, cents), { exact: true })).toBeVisible();
}

for (const language of LANGUAGES) {
  test(`an amount out of range is not priced; pressing Buy shows it pulled into range, the next press orders it (${language})`, async ({
    page,
  }) => {
    const t = (key: string) => text(language, key);
    const amount = await chooseAmount(page, language, '1234');
    const price = page.getByRole('region', { name: t('cards.buyPage.priceTitle') });
    await expect(price).toBeHidden();

    // The press leaves the field first, which pulls the amount into range: the visitor sees it before it is ordered.
    await buyButton(page, language).click();
    await expect(amount).toHaveValue('200');
    await expect(
      page.getByText(text(language, 'cards.order.max', { bound: money(language, 20000) })),
    ).toBeVisible();
    await expect(price.getByRole('definition').first()).toHaveText(money(language, 20000));
    await expect(page).toHaveURL(/\/consumer\/cards\/new$/);

    await buyButton(page, language).click();
    await expectToPayFor(page, language, 20000);
  });

  if (language === 'en')
    test(`a refused order shows the shop's reason and keeps the amount; the next order goes through (${language})`, async ({
      page,
    }) => {
      const t = (key: string) => text(language, key);
      const amount = await chooseAmount(page, language, '40');
      await failNextCall(page, 'createOrder', 409);
      await buyButton(page, language).click();

      const refusal = page.getByText(containing(t('landing.order.errors.general')));
      await expect(refusal).toBeVisible();
      // The sandbox's words for the fault it was told to answer with.
      await expect(refusal).toContainText('Fault injected into createOrder.');
      await expect(amount).toHaveValue('40');
      await expect(page).toHaveURL(/\/consumer\/cards\/new$/);
      await expectNoAxeViolations(page);

      await buyButton(page, language).click();
      await expectToPayFor(page, language, 4000);
    });

  if (language === 'fr')
    test(`a session that ran out mid-purchase asks to sign in again, then buys the card once (${language})`, async ({
      page,
    }) => {
      // Signing in again reads the texted code in a second tab: a long journey on a busy machine.
      test.slow();
      const t = (key: string) => text(language, key);
      await chooseAmount(page, language, '40');
      await failNextCall(page, 'createOrder', 401);
      await buyButton(page, language).click();

      const login = page.getByRole('dialog', { name: t('signin.loginModal.title') });
      await expect(login).toBeVisible();
      await login.getByLabel(t('signin.signIn.password')).fill(DEMO.password);
      await login.getByRole('button', { name: t('signin.loginModal.submit') }).click();
      await enterNewestOneTimeCode(page, language);

      await expectToPayFor(page, language, 4000);
      // Bought once: the orders awaiting payment hold the demo consumer's four, and this one.
      await page.goto('/consumer/orders');
      const awaiting = page.getByRole('region', { name: t('orders.sections.awaitingPayment') });
      await expect(awaiting.getByRole('listitem')).toHaveCount(5);
    });
}

test('a level-1 consumer at the card limit is asked to verify their identity (en)', async ({ page }) => {
  await openSignedIn(page, seeded.level1, 'en', '/consumer/cards/new');
  await expectHeading(page, text('en', 'cards.buyPage.title'));
  await expect(page.getByRole('link', { name: text('en', 'cards.limit.link') })).toBeVisible();
  await expect(page.getByLabel(text('en', 'landing.order.label'))).toHaveCount(0);
});
