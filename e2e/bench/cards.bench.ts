import { expect, test, type JSHandle, type Locator, type Page } from '@playwright/test';
import { money, text } from '../support/app';
import { openSignedIn, seedSandboxes } from '../support/sandboxSeed';
import { CPU_SLOWDOWN, median, writeBenchReport } from './benchReport';

/**
 * `npm run bench:cards`: the Cards screen of a consumer with 100 more cards and 2000 transactions
 * (1000 on the busiest card), in Chromium on the production build. It times, inside the page, from
 * the click to the frame that shows the result: switching to another card (its balance shown),
 * showing the busiest card's transactions, and filtering them by status. Then, with the CPU slowed
 * 4× as on a mid-range phone, it takes INP's own measure of three interactions from the browser's
 * Event Timing API (from the input to the next paint): switching cards, filtering by status and
 * opening the card-details modal. Medians of several runs are printed beside the target and written
 * to reports/bench/cards.md. A benchmark, not a test: it asserts nothing on time.
 */

const CARDS = 100;
const TRANSACTIONS = 2000;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** Issue 42's acceptance: each interaction's median under this, with the CPU slowed. */
const TARGET_MS = 100;
/** Event Timing's smallest reporting threshold: a shorter interaction reports no entry. */
const EVENT_THRESHOLD_MS = 16;
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

/** The Event Timing entries of the page's interactions (click, pointerdown…), from the moment it listens. */
interface InteractionLog {
  entries: { startTime: number; duration: number }[];
}

/** Starts recording every interaction's events that take at least EVENT_THRESHOLD_MS, as INP does. */
function listenToInteractions(page: Page): Promise<JSHandle<InteractionLog>> {
  return page.evaluateHandle((threshold) => {
    const log: InteractionLog = { entries: [] };
    // Not a literal: TypeScript's DOM types do not know durationThreshold yet, and would refuse it in one.
    const options = { type: 'event', durationThreshold: threshold };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        // Events that are no interaction (pointermove, mouseover…) have no interactionId; INP ignores them.
        if (entry.interactionId > 0)
          log.entries.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe(options);
    return log;
  }, EVENT_THRESHOLD_MS);
}

/**
 * Clicks the target as a person would (a trusted input, which Event Timing reports) and, once `shown`
 * is visible, answers the interaction's latency as INP counts it: the longest of its events, each from
 * the input's timestamp to the next paint after its handlers ran. Null when it took less than
 * EVENT_THRESHOLD_MS, which reports nothing.
 */
async function interactionLatency(
  page: Page,
  log: JSHandle<InteractionLog>,
  target: Locator,
  shown: Locator,
): Promise<number | null> {
  const since = await page.evaluate(() => performance.now());
  await target.click();
  await expect(shown).toBeVisible();
  return log.evaluate(async ({ entries }, from) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const ofThisClick = () => entries.filter((entry) => entry.startTime >= from);
    // Entries arrive once the paint is presented; none in a second means none reached the threshold.
    const waitingSince = performance.now();
    while (ofThisClick().length === 0 && performance.now() - waitingSince < 1000) await frame();
    // The click's other events (pointerdown, pointerup) come with it or a frame later.
    await frame();
    await frame();
    const durations = ofThisClick().map((entry) => entry.duration);
    return durations.length === 0 ? null : Math.max(...durations);
  }, since);
}

/** The median of interaction latencies, a latency under the threshold (null) counting as the shortest. */
const medianLatency = (values: (number | null)[]) =>
  [...values].sort((a, b) => (a ?? 0) - (b ?? 0))[Math.floor(values.length / 2)] ?? null;

const latencyText = (value: number | null) =>
  value === null ? `< ${EVENT_THRESHOLD_MS} ms` : `${Math.round(value)} ms`;

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
  // Each switch, unthrottled then throttled, goes to a card not shown before.
  if (!busiest || others.length < 2 * RUNS) throw new Error('the bulk cards were not seeded');

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

  // The same interactions as a phone runs them, timed by the browser's Event Timing, as INP is.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const log = await listenToInteractions(page);
  const filterRow = (filter: 'declined' | 'all') =>
    page.locator(firstRowOf(busiest.lastFour), {
      hasText: t(`transactions.status.${filter === 'all' ? 'settled' : filter}`),
    });
  const filterRadio = (filter: 'declined' | 'all') =>
    status.getByText(t(`transactions.section.filter.${filter}`), { exact: true });
  const slowFiltering: (number | null)[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    slowFiltering.push(await interactionLatency(page, log, filterRadio('declined'), filterRow('declined')));
    await filterRadio('all').click();
    await expect(filterRow('all')).toBeVisible();
  }
  // Cards not yet shown, as the unthrottled switches were.
  const slowSwitching: (number | null)[] = [];
  let selected = busiest;
  for (const card of others.slice(RUNS, 2 * RUNS)) {
    const shown = page.locator(balance, { hasText: money('en', card.available) });
    slowSwitching.push(await interactionLatency(page, log, tile(card.lastFour), shown));
    selected = card;
  }
  const dialog = page.getByRole('dialog', { name: t('cardDetails.title') });
  const detailsButton = page
    .getByRole('group', { name: t('cards.actions.title', { lastFour: selected.lastFour }) })
    .getByRole('button', { name: t('cards.actions.details') });
  const slowDetails: (number | null)[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    slowDetails.push(await interactionLatency(page, log, detailsButton, dialog));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();

  const rows = [
    ['Switching to another card (its balance shown)', median(switching)],
    [`Showing the busiest card's ${Math.ceil(TRANSACTIONS / 2)} transactions (once)`, showing],
    ['Filtering the busiest card by status (Declined)', median(filtering)],
  ] as const;
  const table = [
    '| Action (CPU not slowed) | Median |',
    '| --- | ---: |',
    ...rows.map(([action, ms]) => `| ${action} | ${Math.round(ms)} ms |`),
  ].join('\n');
  const slowRows = [
    ['Switching to another card (a click on its tile)', slowSwitching],
    ['Filtering the busiest card by status (Declined)', slowFiltering],
    ["Opening the card's details (the modal)", slowDetails],
  ] as const;
  const slowTable = [
    `| Interaction (CPU slowed ${CPU_SLOWDOWN}×) | Median | Target | Within | Runs |`,
    '| --- | ---: | ---: | :---: | --- |',
    ...slowRows.map(([interaction, runs]) => {
      const middle = medianLatency(runs);
      const within = (middle ?? 0) < TARGET_MS ? 'yes' : 'no';
      return `| ${interaction} | ${latencyText(middle)} | < ${TARGET_MS} ms | ${within} | ${runs.map(latencyText).join(', ')} |`;
    }),
  ].join('\n');
  const heading = `Cards screen, ${CARDS} more cards and ${TRANSACTIONS} transactions, median of ${RUNS} runs (Chromium, production build)`;
  const timings = 'From the click to the painted result, timed in the page, the CPU not slowed:';
  const slowTimings =
    `INP-like, with the CPU slowed ${CPU_SLOWDOWN}× (CDP Emulation.setCPUThrottlingRate): each interaction's ` +
    'longest event in Event Timing, from the input to the next paint after its handlers ran, as INP counts it ' +
    `(under ${EVENT_THRESHOLD_MS} ms, Event Timing reports nothing):`;
  const report = `${heading}\n\n${timings}\n\n${table}\n\n${slowTimings}\n\n${slowTable}\n`;
  writeBenchReport('cards', report);
  expect(switching).toHaveLength(RUNS);
  expect(slowSwitching).toHaveLength(RUNS);
});
