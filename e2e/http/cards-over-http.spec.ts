import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_CARDS } from '../../src/adapters/sandbox/seed/cards';
import { balancesAfter } from '../../src/adapters/sandbox/seed/transactions';
import { CARD_NUMBER_MASK, maskCardNumber } from '../../src/domain/cards/cardNumberMask';
import type { Consumer } from '../../src/domain/consumer/Consumer';
import { formatMoney } from '../../src/domain/money/formatMoney';
import { CARDS_URL, text, type Language } from '../support/app';
import { accessibleNodesUnder, expiryInWords, spokenText } from '../support/accessibilityTree';
import { apiAnswer, apiOrigin, DEMO, LEVEL1, newestOneTimeCode, signInOverHttp } from './httpMode';

declare global {
  interface Window {
    /** The layout shifts of the visit, recorded by the fee-notice journey. */
    layoutShifts?: { at: number; value: number }[];
  }
}

/** The seeded demo cards a consumer can use (neither blocked nor cancelled), with what they hold. */
const ACTIVE_DEMO_CARDS = DEMO_CARDS.filter(
  (card) => card.state === 'ACTIVE' && !card.isBlocked && !card.isCancelled,
).map((card) => ({ id: card.id, available: balancesAfter(card.loaded, card.transactions).available }));

/** The first visible element with the text: the cards page may show a text twice (heading and card). */
const visibleText = (page: Page, value: string) => page.getByText(value).filter({ visible: true }).first();

async function cardsOf(response: Response): Promise<Consumer['cards']> {
  const { consumer } = (await response.json()) as { consumer: Consumer };
  return consumer.cards;
}

for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
  test(`in ${language}, the demo consumer signs in and sees the cards and balances served over HTTP`, async ({
    page,
    request,
  }) => {
    // A sign-in, a code and a load of the cards page per card, every answer over the network.
    test.slow();
    const verified = await signInOverHttp(page, request, language);

    // The API answered the code with the consumer and the seeded balances.
    const served = await cardsOf(verified);
    for (const card of ACTIVE_DEMO_CARDS)
      expect(served.find((candidate) => candidate.id === card.id)?.availableBalance.amount).toBe(
        card.available,
      );
    await expect(visibleText(page, CARD_NUMBER_MASK)).toBeVisible();

    // Each active card, selected through the address: the page loads the consumer from the API again
    // and shows the card's masked number and its balance as formatMoney writes it.
    for (const card of ACTIVE_DEMO_CARDS) {
      const reloaded = await apiAnswer(page, 'GET', '/api/consumer', () =>
        page.goto(`/consumer/cards?selected=${card.id}`),
      );
      const selected = (await cardsOf(reloaded)).find((candidate) => candidate.id === card.id);
      expect(selected?.availableBalance.amount).toBe(card.available);
      expect(selected?.cardNumberLastFour).toMatch(/^\d{4}$/);
      await expect(visibleText(page, formatMoney(card.available, language))).toBeVisible();
      await expect(visibleText(page, maskCardNumber(selected?.cardNumberLastFour ?? ''))).toBeVisible();
    }

    // A returning customer's load (nothing cached) asks the API for the consumer once: the page's first
    // script asks, before the app's scripts have arrived, and the app takes that answer over.
    const browser = await page.context().newCDPSession(page);
    await browser.send('Network.enable');
    await browser.send('Network.clearBrowserCache');
    const askedBy: string[] = [];
    browser.on('Network.requestWillBeSent', ({ request, initiator }) => {
      if (request.method === 'GET' && request.url === `${apiOrigin()}/api/consumer`)
        askedBy.push(initiator.stack?.callFrames[0]?.url ?? initiator.type);
    });
    // The fee notice's call comes after the cards have painted: the app is running by then.
    await apiAnswer(page, 'GET', '/api/card/inactivity-fee-data', () => page.reload());
    await expect(visibleText(page, CARD_NUMBER_MASK)).toBeVisible();
    expect(askedBy).toEqual([expect.stringMatching(/\/assets\/earlyInput\.\w+\.js$/)]);
  });
}

for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
  test(`in ${language}, with the API down a signed-in consumer is told the service is unavailable, and may try again`, async ({
    page,
    request,
  }) => {
    test.slow();
    await signInOverHttp(page, request, language);

    // The browser reaches the API no more: the page says so, rather than asking to sign in again.
    const api = `${apiOrigin()}/api/**`;
    await page.route(api, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'shell.unavailable.title'),
    );
    await expect(page).toHaveURL(CARDS_URL);

    await page.unroute(api);
    await page.getByRole('button', { name: text(language, 'shell.unavailable.retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'cards.page.title'));
  });
}

for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
  test(`in ${language}, a screen reader reads the card's details from the widget over HTTP, which stay out of the page's own text`, async ({
    page,
    request,
  }) => {
    test.slow();
    const verified = await signInOverHttp(page, request, language);
    const card = (await cardsOf(verified)).find((candidate) => candidate.id === 'card-demo-active');
    if (card === undefined) throw new Error('the demo consumer has an active card');
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    await page.goto(`/consumer/cards?selected=${card.id}`);

    await page.getByRole('button', { name: t('cards.actions.details') }).click();
    const dialog = page.getByRole('dialog', { name: t('cardDetails.title') });
    const box = dialog.getByLabel(t('cardDetails.code.label'));
    await expect(box).toBeEnabled();
    const code = await newestOneTimeCode(request, DEMO.account);
    await apiAnswer(page, 'POST', '/sandbox-api/vault/card-secret', () => box.pressSequentially(code));
    const name = t('cardDetails.card', { lastFour: card.cardNumberLastFour });
    await expect(
      dialog.getByRole('group', { name }).getByRole('button', { name: t('cardDetails.copy.cvv') }),
    ).toBeVisible();

    const spoken = spokenText(await accessibleNodesUnder(page, { role: 'group', name }));
    const heard = new RegExp(
      [
        t('cardDetails.shown.number'),
        `(\\d{4} \\d{4} \\d{4} ${card.cardNumberLastFour})`,
        t('cardDetails.shown.expiry'),
        expiryInWords(card.expireDate, language),
        t('cardDetails.shown.cvv').replace(/[()]/g, '\\$&'),
        '\\d{3}',
      ].join(' \\| '),
    ).exec(spoken);
    expect(heard, spoken).not.toBeNull();
    const grouped = heard?.[1] ?? '';
    const ownText = await page.evaluate(() => ({
      text: document.body.innerText,
      html: document.documentElement.outerHTML,
    }));
    for (const form of [grouped, grouped.replace(/ /g, '')]) {
      expect(ownText.text).not.toContain(form);
      expect(ownText.html).not.toContain(form);
    }
  });
}

// The API is the local sandbox server (the build's SANDBOX_TOOLS=on): the identity check offers its
// Simulate Success, without which a new consumer could not get past the KYC page in HTTP mode.
test('the level-1 consumer passes the identity check upgrade with Simulate Success, over HTTP', async ({
  page,
  request,
}) => {
  test.slow();
  const language = 'en';
  await signInOverHttp(page, request, language, LEVEL1);
  await page.goto('/consumer/kyc/upgrade');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(text(language, 'kyc.simulate.note'))).toBeVisible();
  await apiAnswer(page, 'GET', '/api/consumer/simulate-kyc?level=KYC_LEVEL_2', () =>
    page.getByRole('button', { name: text(language, 'kyc.simulate.button') }).click(),
  );
  await expect(page).toHaveURL(CARDS_URL);
});

for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
  test(`in ${language}, the card and its balance show before a slow inactivity-fee call, whose notice then moves nothing`, async ({
    page,
    request,
  }) => {
    test.slow();
    const verified = await signInOverHttp(page, request, language);
    const t = (key: string, values?: Record<string, string | number>) => text(language, key, values);
    const warned = DEMO_CARDS.find((card) => card.id === 'card-demo-warning');
    const lastFour = (await cardsOf(verified)).find((card) => card.id === warned?.id)?.cardNumberLastFour;
    if (warned === undefined || lastFour === undefined)
      throw new Error('the demo consumer has a card warned of the inactivity fee');
    // Every layout shift of the visit, as CLS counts them (none caused by the consumer's own input).
    await page.addInitScript(() => {
      const shifts: { at: number; value: number }[] = [];
      window.layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The fee call answers a second and a half late.
    let answer: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${apiOrigin()}/api/card/inactivity-fee-data`, async (route) => {
      await late;
      await route.continue();
    });

    await page.goto(`/consumer/cards?selected=${warned.id}`);
    const available = formatMoney(balancesAfter(warned.loaded, warned.transactions).available, language);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: new RegExp(available.replace(/[.$]/g, '\\$&').replace(/\s/g, '\\s')),
      }),
    ).toBeVisible();
    const cardShownAt = await page.evaluate(() => performance.now());
    const notice = page.getByRole('note').filter({ hasText: lastFour });
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('heading', { name: t('transactions.section.title') })).toHaveCount(0);

    answer();
    await expect(notice).toBeVisible();
    await expect(page.getByRole('heading', { name: t('transactions.section.title') })).toBeVisible();
    // Two frames for the last shift to be reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifted = await page.evaluate(
      (since) =>
        (window.layoutShifts ?? [])
          .filter((shift) => shift.at >= since)
          .reduce((sum, shift) => sum + shift.value, 0),
      cardShownAt,
    );
    expect(shifted).toBe(0);
  });
}
