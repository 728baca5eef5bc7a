import { expect, test } from '@playwright/test';
import { expectHeading, expectNoAxeViolations, LANGUAGES, money, screenshot, text } from './support/app';
import { expectPaymentPage } from './support/paymentPage';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';

/** Buy New Card (/consumer/cards/new) in Chromium, on the sandbox. */

let seeded: Record<'demo' | 'level1', SeededSandbox>;
test.beforeAll(() => {
  seeded = seedSandboxes({ demo: { consumer: 'demo' }, level1: { consumer: 'level1' } });
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
    await page.getByLabel(t('landing.order.label')).fill('40');
    await expect(price.getByRole('definition').last()).toHaveText(money(language, 4450));
    await screenshot(page, `buy-card-${language}`);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('landing.order.submit') }).click();
    await expectPaymentPage(page, language);
  });
}

test('a level-1 consumer at the card limit is asked to verify their identity (en)', async ({ page }) => {
  await openSignedIn(page, seeded.level1, 'en', '/consumer/cards/new');
  await expectHeading(page, text('en', 'cards.buyPage.title'));
  await expect(page.getByRole('link', { name: text('en', 'cards.limit.link') })).toBeVisible();
  await expect(page.getByLabel(text('en', 'landing.order.label'))).toHaveCount(0);
});
