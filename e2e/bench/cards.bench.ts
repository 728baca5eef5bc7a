import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { money, text } from '../support/app';
import { openSignedIn, seedSandboxes } from '../support/sandboxSeed';

/**
 * `npm run bench:cards`: the Cards screen of a consumer with 100 more cards and 2000 transactions
 * (1000 on the busiest card), in Chromium on the production build. It times, inside the page, from
 * the click to the frame that shows the result: switching to another card (its balance shown),
 * showing the busiest card's transactions, and filtering them by status. Medians of several runs are
 * printed and written to reports/bench/cards.md. A benchmark, not a test: it asserts nothing on time.
 */

const CARDS = 100;
const TRANSACTIONS = 2000;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const t = (key: string, values?: Record<string, string | number>) => text('en', key, values);

/** What shows that a click took effect: an element matching `selector` whose text contains `text`. */
interface Shown {
  selector: string;
  text: string;
}

/** Clicks the element and resolves, in ms, once `shown` holds and the next frame has been painted. */
async function timeClick(page: Page, target: Locator, shown: Shown): Promise<number> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`nothing to click: ${target.toString()}`);
  return page.evaluate(
    async ({ element: clicked, shown: { selector, text: wanted } }) => {
      const holds = () =>
        [...document.querySelectorAll(selector)].some((found) => found.textContent?.includes(wanted));
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const start = performance.now();
      (clicked as HTMLElement).click();
      while (!holds()) {
        if (performance.now() - start > 60_000) throw new Error(`never shown: "${wanted}" in ${selector}`);
        await frame();
      }
      // The frame after the update: the result is on screen, not only in the DOM.
      await frame();
      await new Promise<void>((resolve) => setTimeout(resolve));
      return performance.now() - start;
    },
    { element, shown },
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The first row of the card's transaction list (the newest shown). */
const firstRowOf = (lastFour: string) =>
  `ul[aria-label="${t('transactions.section.listLabel', { lastFour })}"] > li:first-child`;

test('the Cards screen of a consumer with 100 cards and 2000 transactions', async ({ page }) => {
  test.setTimeout(600_000);
  const { heavy } = await seedSandboxes<'heavy'>({
    heavy: { consumer: 'demo', bulk: { cards: CARDS, transactions: TRANSACTIONS } },
  });
  const busiest = heavy.cards.find((card) => card.id === 'card-bulk-1');
  const others = heavy.cards.filter((card) => card.id.startsWith('card-bulk-') && card !== busiest);
  if (!busiest || others.length < RUNS) throw new Error('the bulk cards were not seeded');

  await openSignedIn(page, heavy, 'en', `/consumer/cards?selected=${busiest.id}`);
  const balance = 'h2';
  await expect(page.locator(balance, { hasText: money('en', busiest.available) })).toBeVisible();

  const carousel = page.getByRole('list', { name: t('cards.carousel.title') });
  const tile = (lastFour: string) =>
    carousel.getByRole('button', { name: new RegExp(t('cards.carousel.cardName', { lastFour })) });
  const switching: number[] = [];
  for (const card of others.slice(0, RUNS)) {
    const shown = { selector: balance, text: money('en', card.available) };
    switching.push(await timeClick(page, tile(card.lastFour), shown));
  }

  // The busiest card's transactions, shown, then filtered by status and back (the newest of all is settled).
  await timeClick(page, tile(busiest.lastFour), { selector: balance, text: money('en', busiest.available) });
  const showing = await timeClick(page, page.getByRole('button', { name: t('transactions.section.load') }), {
    selector: firstRowOf(busiest.lastFour),
    text: t('transactions.status.settled'),
  });
  const status = page.getByRole('radiogroup', { name: t('transactions.section.filter.label') });
  const filtering: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const filter of ['declined', 'all'] as const) {
      const radio = status.getByText(t(`transactions.section.filter.${filter}`), { exact: true });
      const newest = t(`transactions.status.${filter === 'all' ? 'settled' : filter}`);
      const took = await timeClick(page, radio, { selector: firstRowOf(busiest.lastFour), text: newest });
      if (filter === 'declined') filtering.push(took);
    }
  }

  const rows = [
    ['Switching to another card (its balance shown)', median(switching)],
    [`Showing the busiest card's ${Math.ceil(TRANSACTIONS / 2)} transactions (once)`, showing],
    ['Filtering the busiest card by status (Declined)', median(filtering)],
  ] as const;
  const table = [
    '| Action | Median |',
    '| --- | ---: |',
    ...rows.map(([action, ms]) => `| ${action} | ${Math.round(ms)} ms |`),
  ].join('\n');
  const heading = `Cards screen, ${CARDS} more cards and ${TRANSACTIONS} transactions, median of ${RUNS} runs (Chromium, production build)`;
  const reports = path.join(__dirname, '..', '..', 'reports', 'bench');
  mkdirSync(reports, { recursive: true });
  writeFileSync(path.join(reports, 'cards.md'), `${heading}\n\n${table}\n`);
  console.log(`\n${heading}\n\n${table}\n`);
  expect(switching).toHaveLength(RUNS);
});
