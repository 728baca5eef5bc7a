import { expect, test } from './support/test';
import { containing, expectHeading, LANGUAGES, money, text } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { expectPaymentPage } from './support/paymentPage';
import { openSignedIn, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';

/**
 * The level-1 consumer at the card limit verifies their identity fully from Cards (SPEC sections 2
 * and 4) in Chromium, on the sandbox: the card-limit prompt leads to the upgrade info page, the
 * verification passes with the sandbox's Simulate Success, Cards comes back with the same card
 * selected, and buying a card above the 50 EUR level-1 purchase limit is now offered.
 */

let seeded: Record<'level1', SeededSandbox>;
test.beforeAll(async () => {
  seeded = await seedSandboxes({ level1: { consumer: 'level1' } });
});

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const language of LANGUAGES) {
  test(`a level-1 consumer at the card limit verifies fully and may then buy above 50 EUR (${language})`, async ({
    page,
  }) => {
    // A whole journey over five screens, with axe-core on two of them.
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    const [, selected] = seeded.level1.cards;
    if (!selected) throw new Error('the level-1 consumer has several cards');
    const cardsOfSelected = new RegExp(`/consumer/cards\\?selected=${escaped(selected.id)}$`);

    await openSignedIn(page, seeded.level1, language, `/consumer/cards?selected=${selected.id}`);
    await expectHeading(page, t('cards.page.title'));
    await expect(page.getByText(t('cards.limit.title'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('cards.buy.button') })).toHaveCount(0);

    await page.getByRole('link', { name: t('cards.limit.link') }).click();
    await expect(page).toHaveURL(
      new RegExp(`/consumer/kyc/upgrade-info\\?selected=${escaped(selected.id)}$`),
    );
    await expectHeading(page, t('kyc.upgradeInfo.title'));
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t('kyc.upgradeInfo.start'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/consumer/kyc/upgrade\\?selected=${escaped(selected.id)}$`));
    await expectHeading(page, t('kyc.level2.title'));
    await page.getByRole('button', { name: t('kyc.simulate.button'), exact: true }).click();

    // Back on Cards, the same card selected, and buying offered instead of the card-limit prompt.
    await expect(page).toHaveURL(cardsOfSelected);
    await expectHeading(page, t('cards.page.title'));
    await expect(
      page.getByRole('heading', { level: 2, name: containing(t('cards.balance.label')) }),
    ).toContainText(money(language, selected.available));
    const buy = page.getByRole('link', { name: t('cards.buy.button') });
    await expect(buy).toHaveAttribute('href', '/consumer/cards/new');
    await expect(page.getByText(t('cards.limit.title'))).toHaveCount(0);
    await expectNoAxeViolations(page);

    await buy.click();
    await expect(page).toHaveURL(/\/consumer\/cards\/new$/);
    await expectHeading(page, t('cards.buyPage.title'));
    // The ordering range, no longer lowered to the level-1 purchase limit.
    await expect(
      page.getByText(t('landing.order.hint', { min: money(language, 500), max: money(language, 20000) })),
    ).toBeVisible();
    await page.getByLabel(t('landing.order.label')).fill('100');
    await page.getByRole('button', { name: t('landing.order.submit') }).click();
    await expectPaymentPage(page, language);
  });
}
