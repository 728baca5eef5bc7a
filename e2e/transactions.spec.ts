import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { containing, money, text } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { openSignedIn as openSeeded, seedSandboxes, type SeededSandbox } from './support/sandboxSeed';

/**
 * The transactions section of the Cards screen and the transaction detail page (issue 14) in
 * Chromium, on the sandbox: the demo consumer's active card has a transaction of every status; the
 * level-1 consumer has payments declined for identity verification; one sandbox fails the first
 * transactions load with a 500.
 */

type Who = 'demo' | 'level1' | 'failing';

const DEMO_CARD = 'card-demo-active';
const STATUSES = ['settled', 'declined', 'pending', 'blocked'] as const;

let signedIn: Record<Who, SeededSandbox>;
test.beforeAll(async () => {
  signedIn = await seedSandboxes<Who>({
    demo: { consumer: 'demo' },
    level1: { consumer: 'level1' },
    failing: { consumer: 'demo', failNext: { call: 'cardTransactions', status: 500 } },
  });
});

for (const language of ['en', 'fr'] as const) {
  test.describe(`the transactions in ${language}`, () => {
    // Whole journeys with axe-core on several pages: three times the usual time.
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);

    /** Opens Cards signed in as one of them, once its heading shows. */
    async function openCards(page: Page, who: Who, query = `?selected=${DEMO_CARD}`) {
      await openSeeded(page, signedIn[who], language, `/consumer/cards${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cards.page.title'));
    }

    const lastFourOf = (who: Who, cardId: string) =>
      signedIn[who].cards.find((card) => card.id === cardId)?.lastFour ?? '';
    const transactionList = (page: Page, who: Who = 'demo', cardId = DEMO_CARD) =>
      page.getByRole('list', {
        name: t('transactions.section.listLabel', { lastFour: lastFourOf(who, cardId) }),
      });
    const section = (page: Page) => page.getByRole('region', { name: t('transactions.section.title') });
    const filterOn = (page: Page, filter: string) =>
      page
        .getByRole('radiogroup', { name: t('transactions.section.filter.label') })
        .getByText(t(`transactions.section.filter.${filter}`), { exact: true })
        .click();
    const breadcrumbToCards = (page: Page) =>
      page
        .getByRole('navigation', { name: t('shell.breadcrumbs.label') })
        .getByRole('link', { name: t('shell.breadcrumbs.cards') });

    test('a refund shows with a plus sign in the list, and its detail says the money was added to the card', async ({
      page,
    }) => {
      await openCards(page, 'demo');
      await page.getByRole('button', { name: t('transactions.section.load') }).click();
      const refund = transactionList(page).getByRole('link').filter({ hasText: 'Online Bookshop refund' });
      await expect(refund).toContainText(`+${money(language, 500)}`);
      await refund.click();

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t('transactions.detail.titles.settledMoneyIn'),
      );
      await expect(
        page.getByText(
          t('transactions.detail.texts.settledMoneyIn.first', { lastFour: lastFourOf('demo', DEMO_CARD) }),
        ),
      ).toBeVisible();
      await expect(page.getByText(t('transactions.detail.texts.settled.second'))).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('loads the list, filters it, opens a transaction of each status and comes back by the breadcrumb', async ({
      page,
    }) => {
      await openCards(page, 'demo');
      await page.getByRole('button', { name: t('transactions.section.load') }).click();
      const list = transactionList(page);
      await expect(list.getByRole('link')).toHaveCount(6);
      await expect(list.getByRole('link').first()).toContainText(t('transactions.status.pending'));
      await expectNoAxeViolations(page);

      for (const status of STATUSES) {
        await filterOn(page, status);
        const row = list.getByRole('link').first();
        await expect(row).toContainText(t(`transactions.status.${status}`));
        const merchant = (await row.locator('span span').first().textContent()) ?? '';
        await row.click();

        await expect(page).toHaveURL(new RegExp(`/cards/${DEMO_CARD}/transactions/[^/]+/${status}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t(`transactions.detail.titles.${status}`),
        );
        await expect(page.getByText(merchant, { exact: true })).toBeVisible();
        await expect(
          page.getByText(
            t(`transactions.detail.texts.${status}.first`, { lastFour: lastFourOf('demo', DEMO_CARD) }),
          ),
        ).toBeVisible();
        if (status === 'settled')
          await expect(page.getByRole('link', { name: t('transactions.detail.backToCards') })).toBeVisible();
        else
          await expect(
            page.getByRole('link', { name: containing(t('transactions.detail.help')) }),
          ).toHaveAttribute('href', /^https:\/\//);
        if (status === 'settled' || status === 'blocked') {
          await expectNoAxeViolations(page);
        }
        const transactionId = new URL(page.url()).pathname.split('/')[4] ?? '';

        await breadcrumbToCards(page).click();

        await expect(page).toHaveURL(
          new RegExp(
            `/consumer/cards\\?selected=${DEMO_CARD}&transactionId=${transactionId}&status=${status}$`,
          ),
        );
        const current = list.locator('a[aria-current="true"]');
        await expect(current).toContainText(merchant);
        await expect(current).toBeInViewport();
      }

      await page.getByRole('button', { name: t('transactions.section.hide') }).click();
      await expect(list).toHaveCount(0);
    });

    if (language === 'fr')
      test('a link naming a transaction scrolls to its row and highlights it', async ({ page }) => {
        await openCards(page, 'demo');
        await page.getByRole('button', { name: t('transactions.section.load') }).click();
        // The oldest transaction, at the bottom of the list.
        const oldest = transactionList(page).getByRole('link').last();
        const href = (await oldest.getAttribute('href')) ?? '';
        const [, , , , transactionId, status] = href.split('/');

        await page.goto(
          `/consumer/cards?selected=${DEMO_CARD}&transactionId=${transactionId}&status=${status}`,
        );

        const current = transactionList(page).locator('a[aria-current="true"]');
        await expect(current).toHaveAttribute('href', href);
        await expect(current).toBeInViewport({ ratio: 1 });
        await expect(current).toContainText(t('transactions.row.current'));
      });

    if (language === 'en')
      test('names the identity verification on a blocked payment and offers to start it', async ({
        page,
      }) => {
        const card = 'card-level1-second';
        await openCards(page, 'level1', `?selected=${card}`);
        await page.getByRole('button', { name: t('transactions.section.load') }).click();
        const blocked = transactionList(page, 'level1', card).getByRole('link', {
          name: containing(t('transactions.status.blockedKyc')),
        });
        await blocked.click();

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t('transactions.detail.titles.blockedKyc'),
        );
        await expect(
          page.getByRole('link', { name: t('transactions.detail.startVerification') }),
        ).toHaveAttribute('href', `/consumer/kyc/upgrade-info?selected=${card}`);
        await expect(
          page.getByRole('link', { name: containing(t('transactions.detail.help')) }),
        ).toHaveAttribute('href', /^https:\/\//);
        await expectNoAxeViolations(page);
      });

    if (language === 'fr')
      test('keeps the screen usable with a message when the list fails to load', async ({ page }) => {
        await openCards(page, 'failing');
        const load = page.getByRole('button', { name: t('transactions.section.load') });
        await load.click();

        await expect(section(page).getByRole('alert')).toHaveText(t('transactions.section.errors.server'));
        await expectNoAxeViolations(page);
        const other = signedIn.failing.cards.find((card) => card.id !== DEMO_CARD);
        const tile = (lastFour: string) =>
          page.getByRole('button', { name: containing(t('cards.carousel.cardName', { lastFour })) });
        await tile(other?.lastFour ?? '').click();
        await expect(page).toHaveURL(new RegExp(`selected=${other?.id ?? ''}`));
        await tile(lastFourOf('failing', DEMO_CARD)).click();
        await expect(page).toHaveURL(new RegExp(`selected=${DEMO_CARD}`));

        await load.click();
        await expect(transactionList(page, 'failing').getByRole('link')).toHaveCount(6);
        await expect(section(page).getByRole('alert')).toHaveCount(0);
      });
  });
}
