import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { formatMoney } from '../src/domain/money/formatMoney';
import { containing, text, type Language } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { openSignedIn as openSeeded, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';

/**
 * Consumer Cards, first version (issue 8 item 5) in Chromium, on the sandbox. Each journey starts
 * signed in, on a sandbox seeded beforehand: the demo consumer (several cards), the level-1 consumer
 * at the card limit, and a new level-1 consumer with no card yet.
 */

type Who = 'demo' | 'level1' | 'noCards';

let signedIn: Record<Who, SeededSandbox>;
test.beforeAll(async () => {
  signedIn = await seedSandboxes<Who>({
    demo: { consumer: 'demo' },
    level1: { consumer: 'level1' },
    noCards: { consumer: 'newLevelOne', email: 'no.cards@example.com' },
  });
});

/** Opens Cards (or another path) signed in as one of them, once its heading shows. */
async function openSignedIn(page: Page, who: Who, language: Language, target = '/consumer/cards') {
  await openSeeded(page, signedIn[who], language, target);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'cards.page.title'));
}

const money = (cents: number, language: Language) => formatMoney(cents, language);
const expiry = (mmyy: string) => `${mmyy.slice(0, 2)}/${mmyy.slice(2)}`;

for (const language of ['en', 'fr'] as const) {
  test.describe(`the cards screen in ${language}`, () => {
    // Whole journeys with axe-core on several states: three times the usual time.
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);

    test('shows the selected card’s balance and every card, selects another, and orders from the placeholder', async ({
      page,
    }) => {
      const { cards } = signedIn.demo;
      const [first, second] = cards;
      if (!first || !second) throw new Error('the demo consumer has several cards');
      await openSignedIn(page, 'demo', language);

      await expect(page).toHaveURL(new RegExp(`/consumer/cards\\?selected=${first.id}$`));
      await expect(page).toHaveTitle(containing(t('cards.page.pageTitle')));
      const balance = page.getByRole('heading', { level: 2, name: containing(t('cards.balance.label')) });
      await expect(balance).toContainText(money(first.available, language));
      const carousel = page.getByRole('list', { name: t('cards.carousel.title') });
      await expect(carousel.getByRole('listitem')).toHaveCount(cards.length + 1);
      for (const card of cards) {
        await expect(page.getByText(`**** **** **** ${card.lastFour}`)).toBeVisible();
        await expect(
          carousel.getByRole('button', {
            name: containing(t('cards.carousel.cardName', { lastFour: card.lastFour })),
          }),
        ).toContainText(`${t('cards.carousel.expiry')} ${expiry(card.expireDate)}`);
      }
      const placeholder = carousel.getByRole('button', { name: t('cards.carousel.placeholder') });
      await expect(placeholder).toBeVisible();
      await expect(page.getByRole('link', { name: t('cards.buy.button') })).toHaveAttribute(
        'href',
        '/consumer/cards/new',
      );
      await expectNoAxeViolations(page);

      const secondTile = carousel.getByRole('button', {
        name: containing(t('cards.carousel.cardName', { lastFour: second.lastFour })),
      });
      await secondTile.click();
      await expect(page).toHaveURL(new RegExp(`/consumer/cards\\?selected=${second.id}$`));
      await expect(secondTile).toHaveAttribute('aria-pressed', 'true');
      await expect(balance).toContainText(money(second.available, language));
      await page.getByRole('button', { name: t('cards.carousel.next') }).click();
      await expect(page).toHaveURL(new RegExp(`/consumer/cards\\?selected=${cards[2]?.id ?? ''}$`));

      await placeholder.scrollIntoViewIfNeeded();
      await placeholder.click();
      await expect(page).toHaveURL(/\/consumer\/cards\/new$/);
      await expect(page.getByLabel(t('landing.order.label'))).toHaveValue('20');
      await page.getByRole('button', { name: t('landing.order.submit') }).click();
      await expect(page).toHaveURL(/\/order\/[^/]+\/payment$/);
    });

    if (language === 'fr')
      test('warns a level-1 consumer at the card limit instead of offering to buy', async ({ page }) => {
        const [, selected] = signedIn.level1.cards;
        if (!selected) throw new Error('the level-1 consumer has several cards');
        await openSignedIn(page, 'level1', language, `/consumer/cards?selected=${selected.id}`);

        await expect(page.getByText(t('cards.limit.title'))).toBeVisible();
        await expect(page.getByRole('link', { name: t('cards.limit.link') })).toHaveAttribute(
          'href',
          `/consumer/kyc/upgrade-info?selected=${selected.id}`,
        );
        await expect(page.getByRole('link', { name: t('cards.buy.button') })).toHaveCount(0);
        await expect(
          page.getByRole('button', { name: containing(t('cards.carousel.placeholder')) }),
        ).toBeDisabled();
        await expect(
          page.getByRole('heading', { level: 2, name: containing(t('cards.balance.label')) }),
        ).toContainText(money(selected.available, language));
        await expectNoAxeViolations(page);
      });

    if (language === 'en')
      test('with no card offers ordering, the help centre and signing out', async ({ page }) => {
        await openSignedIn(page, 'noCards', language);

        await expect(page.getByText(t('cards.empty.text'))).toBeVisible();
        await expect(page).toHaveURL(/\/consumer\/cards$/);
        // The footer links to the help centre too: this is the page's own.
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: containing(t('cards.empty.help')) })).toHaveAttribute(
          'href',
          /^https:\/\//,
        );
        await expect(page.getByRole('button', { name: t('cards.carousel.placeholder') })).toBeVisible();
        await expectNoAxeViolations(page);

        await page.getByRole('button', { name: t('cards.empty.signOut') }).click();
        await expect(page).toHaveURL(/\/auth$/);
      });
  });
}
