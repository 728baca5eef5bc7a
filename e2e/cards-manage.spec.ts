import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { containing, text, textMatching, type Language } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import {
  openSignedIn as openSeeded,
  seedSandboxes,
  type SeededCard,
  type SeededSandbox,
} from './support/sandboxSeed';
import { failNextCall } from './support/faults';

/**
 * Managing cards on the Cards screen (issue 14) in Chromium, on the sandbox, signed in as the demo
 * consumer: the filter and sort bar kept in the URL, each card's inactivity-fee notice, activating the
 * inactive card in place, blocking on the Block Card page and unblocking on the Cards screen with the
 * keyboard alone, and both meeting a server failure and a lost connection.
 */

let demo: SeededSandbox;
test.beforeAll(async () => {
  ({ demo } = await seedSandboxes<'demo'>({ demo: { consumer: 'demo' } }));
});

function cardOf(id: string): SeededCard {
  const card = demo.cards.find((candidate) => candidate.id === id);
  if (!card) throw new Error(`the demo consumer has no card ${id}`);
  return card;
}

/** Opens a page signed in as the demo consumer. */
async function openSignedIn(page: Page, language: Language, target: string) {
  await openSeeded(page, demo, language, target);
}

/** Tab until the control has the focus: the keyboard alone. */
async function tabTo(page: Page, control: Locator, most = 80) {
  await expect(control).toBeVisible();
  for (let presses = 0; presses < most; presses += 1) {
    const focused = await control.evaluate((element) => element === document.activeElement);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

for (const language of ['en', 'fr'] as const) {
  test.describe(`managing cards in ${language}`, () => {
    // Whole journeys with axe-core on several states: three times the usual time.
    test.slow();
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    const carousel = (page: Page) => page.getByRole('list', { name: t('cards.carousel.title') });
    const tileOf = (page: Page, card: SeededCard) =>
      carousel(page).getByRole('button', {
        name: containing(t('cards.carousel.cardName', { lastFour: card.lastFour })),
      });

    test('filters and sorts the cards, and a reload or a shared link shows the same view', async ({
      page,
    }) => {
      await openSignedIn(page, language, '/consumer/cards');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('cards.page.title'));
      const filters = page.getByRole('radiogroup', { name: t('cards.bar.filterLabel') });
      const sorts = page.getByRole('radiogroup', { name: t('cards.bar.sortLabel') });
      // The demo consumer's oldest card, selected first, is charged the inactivity fee; another of
      // her cards will be. Each tile says which, and each card shows its own notice when selected.
      const warned = cardOf('card-demo-warning');
      const notified = cardOf('card-demo-notification');
      const notice = (key: string, card: SeededCard) =>
        page.getByText(
          textMatching(language, key, {
            lastFour: card.lastFour,
            fee: '(?:€1\\.00|1,00.€)',
            date: '\\d\\d/\\d\\d/\\d{4}',
          }),
        );
      await expect(notice('cards.inactivity.warning', warned)).toBeVisible();
      await expect(notice('cards.inactivity.notification', notified)).toBeHidden();
      await expect(tileOf(page, warned)).toHaveAccessibleName(
        containing(t('cards.carousel.inactivity.warning')),
      );
      await expect(tileOf(page, notified)).toHaveAccessibleName(
        containing(t('cards.carousel.inactivity.notification')),
      );
      await expect(carousel(page).getByRole('listitem')).toHaveCount(demo.cards.length + 1);
      await expectNoAxeViolations(page);
      await tileOf(page, notified).click();
      await expect(notice('cards.inactivity.notification', notified)).toBeVisible();
      await expect(notice('cards.inactivity.warning', warned)).toBeHidden();
      await expectNoAxeViolations(page);

      await filters.getByText(t('cards.bar.filters.active'), { exact: true }).click();
      await expect(page).toHaveURL(/[?&]filter=active(&|$)/);
      await sorts.getByText(t('cards.bar.sorts.balanceDown'), { exact: true }).click();
      await expect(page).toHaveURL(/[?&]sort=balanceDown(&|$)/);
      // Active, neither blocked nor deactivated: the active card, then the two warned of the fee.
      await expect(carousel(page).getByRole('listitem')).toHaveCount(4);
      await expect(carousel(page).getByRole('listitem').first()).toContainText(
        cardOf('card-demo-active').lastFour,
      );
      const url = page.url();

      await page.reload();
      await expect(page).toHaveURL(url);
      await expect(filters.getByRole('radio', { name: t('cards.bar.filters.active') })).toBeChecked();
      await expect(sorts.getByRole('radio', { name: t('cards.bar.sorts.balanceDown') })).toBeChecked();
      await expect(carousel(page).getByRole('listitem')).toHaveCount(4);
      await expect(carousel(page).getByRole('listitem').first()).toContainText(
        cardOf('card-demo-active').lastFour,
      );

      await filters.getByText(t('cards.bar.filters.blocked'), { exact: true }).click();
      await expect(carousel(page).getByRole('listitem')).toHaveCount(2);
      await expect(tileOf(page, cardOf('card-demo-blocked'))).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(page);
    });

    test('activates the inactive card in place and says so; the card then offers Activate no more', async ({
      page,
    }) => {
      const inactive = cardOf('card-demo-inactive');
      await openSignedIn(page, language, `/consumer/cards?selected=${inactive.id}`);
      await expect(tileOf(page, inactive)).toHaveAttribute('aria-pressed', 'true');
      await expect(tileOf(page, inactive)).toContainText(t('cards.carousel.states.INACTIVE'));
      const activate = page.getByRole('button', { name: t('cards.actions.activate'), exact: true });
      await expectNoAxeViolations(page);

      await activate.click();
      await expect(
        page.getByText(t('cards.activate.success', { lastFour: inactive.lastFour })),
      ).toBeVisible();
      await expect(tileOf(page, inactive)).toContainText(t('cards.carousel.states.ACTIVE'));
      await expect(activate).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/consumer/cards\\?selected=${inactive.id}$`));
      // The button left with the focus it had: the keyboard goes on from the card's first action.
      await expect(page.getByRole('button', { name: t('cards.actions.details') })).toBeFocused();
      await expectNoAxeViolations(page);

      // A reload reads the card from the issuer again: it stays active.
      await page.reload();
      await expect(tileOf(page, inactive)).toContainText(t('cards.carousel.states.ACTIVE'));
      await expect(activate).toBeHidden();
    });

    if (language === 'fr')
      test('blocks a card on the Block Card page, then unblocks it, with the keyboard alone', async ({
        page,
      }) => {
        const active = cardOf('card-demo-active');
        await openSignedIn(page, language, `/consumer/cards?selected=${active.id}`);
        await expect(tileOf(page, active)).toHaveAttribute('aria-pressed', 'true');

        await tabTo(page, page.getByRole('link', { name: t('cards.actions.block') }));
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/cards/${active.id}/block$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          t('cards.block.title', { lastFour: active.lastFour }),
        );
        await expect(page.getByText(t('cards.block.what'))).toBeVisible();
        await expect(page.getByText(t('cards.block.undo'))).toBeVisible();
        await expect(page.getByRole('link', { name: containing(t('cards.block.back')) })).toHaveAttribute(
          'href',
          `/consumer/cards?selected=${active.id}`,
        );
        await expectNoAxeViolations(page);

        await tabTo(page, page.getByRole('button', { name: t('cards.block.confirm') }));
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/consumer/cards\\?selected=${active.id}$`));
        await expect(page.getByText(t('cards.block.success', { lastFour: active.lastFour }))).toBeVisible();
        await expect(tileOf(page, active)).toContainText(t('cards.carousel.states.BLOCKED'));

        await tabTo(page, page.getByRole('button', { name: t('cards.actions.unblock') }));
        await page.keyboard.press('Enter');
        await expect(page.getByText(t('cards.unblock.success', { lastFour: active.lastFour }))).toBeVisible();
        await expect(tileOf(page, active)).toContainText(t('cards.carousel.states.ACTIVE'));
        await expect(page.getByRole('link', { name: t('cards.actions.block') })).toBeVisible();
      });

    if (language === 'en')
      test('blocking meets a server failure, then a lost connection: the page says so and stays', async ({
        page,
      }) => {
        const active = cardOf('card-demo-active');
        await openSignedIn(page, language, `/cards/${active.id}/block`);
        const confirm = page.getByRole('button', { name: t('cards.block.confirm') });
        await expect(confirm).toBeVisible();

        await failNextCall(page, 'blockCard', 500);
        await confirm.click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText('Fault injected into blockCard.');
        await expect(page).toHaveURL(new RegExp(`/cards/${active.id}/block$`));

        await failNextCall(page, 'blockCard', 'network');
        await confirm.click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('cards.block.networkFailed'));
        await expect(confirm).toBeEnabled();
        await expectNoAxeViolations(page);

        await confirm.click();
        await expect(page).toHaveURL(new RegExp(`/consumer/cards\\?selected=${active.id}$`));
      });

    if (language === 'fr')
      test('unblocking meets a server failure, then a lost connection: the screen says so and keeps its view', async ({
        page,
      }) => {
        const blocked = cardOf('card-demo-blocked');
        const view = `/consumer/cards?filter=blocked&sort=balanceUp&selected=${blocked.id}`;
        await openSignedIn(page, language, view);
        const unblock = page.getByRole('button', { name: t('cards.actions.unblock') });
        await expect(unblock).toBeVisible();

        await failNextCall(page, 'unblockCard', 500);
        await unblock.click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(
          'Fault injected into unblockCard.',
        );
        await expect(page).toHaveURL(new RegExp(`${view.replace('?', '\\?')}$`));
        await expect(tileOf(page, blocked)).toContainText(t('cards.carousel.states.BLOCKED'));

        await failNextCall(page, 'unblockCard', 'network');
        await unblock.click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('cards.unblock.networkFailed'));
        await expect(page).toHaveURL(new RegExp(`${view.replace('?', '\\?')}$`));
        await expectNoAxeViolations(page);

        await unblock.click();
        // Unblocked: every card listed again, the card selected, the sort kept.
        await expect(page).toHaveURL(new RegExp(`/consumer/cards\\?selected=${blocked.id}&sort=balanceUp$`));
        await expect(
          page.getByText(t('cards.unblock.success', { lastFour: blocked.lastFour })),
        ).toBeVisible();
      });
  });
}
