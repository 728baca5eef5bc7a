import { type APIRequestContext, type Page, type Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { phoneRecipient } from '../../src/adapters/sandbox/outbox';
import {
  DEMO_CREDENTIALS,
  demoAccount,
  LEVEL1_CREDENTIALS,
  level1Account,
} from '../../src/adapters/sandbox/seed/accounts';
import type { AccountRecord } from '../../src/adapters/sandbox/state/SandboxState';
import { DEMO_CARDS } from '../../src/adapters/sandbox/seed/cards';
import { balancesAfter } from '../../src/adapters/sandbox/seed/transactions';
import type { OutboxMessage } from '../../src/application/sandbox/ports/SandboxConsole';
import { CARD_NUMBER_MASK, maskCardNumber } from '../../src/domain/cards/cardNumberMask';
import type { Consumer } from '../../src/domain/consumer/Consumer';
import { formatMoney } from '../../src/domain/money/formatMoney';
import { CARDS_URL, openIn, text, type Language } from '../support/app';
import { accessibleNodesUnder, expiryInWords, spokenText } from '../support/accessibilityTree';

/** The local API server's origin, set by playwright.http.config.ts (the app's own origin is baseURL). */
function apiOrigin(): string {
  const port = process.env.E2E_HTTP_API_PORT;
  if (!port) throw new Error('E2E_HTTP_API_PORT is unset: run with --config playwright.http.config.ts');
  return `http://127.0.0.1:${port}`;
}

/** The seeded demo cards a consumer can use (neither blocked nor cancelled), with what they hold. */
const ACTIVE_DEMO_CARDS = DEMO_CARDS.filter(
  (card) => card.state === 'ACTIVE' && !card.isBlocked && !card.isCancelled,
).map((card) => ({ id: card.id, available: balancesAfter(card.loaded, card.transactions).available }));

/** Waits for the app's call to the API (not to its own origin) and checks it succeeded. */
async function apiAnswer(page: Page, method: string, path: string, act: () => Promise<unknown>) {
  const url = `${apiOrigin()}${path}`;
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate: Response) => candidate.url() === url && candidate.request().method() === method,
    ),
    act(),
  ]);
  expect(response.status(), `${method} ${url}`).toBe(200);
  return response;
}

/** The newest one-time code, read from the API's sandbox outbox over HTTP (HTTP mode has no outbox page). */
async function newestOneTimeCode(request: APIRequestContext, account: AccountRecord): Promise<string> {
  const answer = await request.get(`${apiOrigin()}/sandbox-api/outbox`);
  expect(answer.status()).toBe(200);
  const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
  const { countryCode, number } = account;
  // Newest first; the code goes by text message to the demo consumer's mobile.
  const newest = messages.find(
    (message) => message.kind === 'oneTimeCode' && message.to === phoneRecipient(countryCode, number),
  );
  const code = newest?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** The first visible element with the text: the cards page may show a text twice (heading and card). */
const visibleText = (page: Page, value: string) => page.getByText(value).filter({ visible: true }).first();

async function cardsOf(response: Response): Promise<Consumer['cards']> {
  const { consumer } = (await response.json()) as { consumer: Consumer };
  return consumer.cards;
}

/** A seeded consumer: how they sign in, and their account (where the one-time codes go). */
interface SeededConsumer {
  credentials: { email: string; password: string };
  account: AccountRecord;
}

const DEMO: SeededConsumer = { credentials: DEMO_CREDENTIALS, account: demoAccount() };
const LEVEL1: SeededConsumer = { credentials: LEVEL1_CREDENTIALS, account: level1Account() };

/** Signs a seeded consumer (the demo one by default) in on Authorization, every call over HTTP; answers the code's answer. */
async function signInOverHttp(
  page: Page,
  request: APIRequestContext,
  language: Language,
  { credentials, account }: SeededConsumer = DEMO,
): Promise<Response> {
  await openIn(page, language, '/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(language, 'signin.authorization.signInTitle'),
  );

  const form = page.getByRole('tabpanel');
  await form.getByLabel(text(language, 'signin.signIn.email')).fill(credentials.email);
  await form.getByLabel(text(language, 'signin.signIn.password')).fill(credentials.password);
  await apiAnswer(page, 'POST', '/api/consumer/login', () =>
    form.getByRole('button', { name: text(language, 'signin.signIn.submit') }).click(),
  );
  const dialog = page.getByRole('dialog', { name: text(language, 'signin.codeModal.title') });
  await expect(dialog).toBeVisible();

  const code = await newestOneTimeCode(request, account);
  const verified = await apiAnswer(page, 'POST', '/api/consumer/otp/verify', () =>
    dialog.getByLabel(text(language, 'signin.codeModal.label')).pressSequentially(code),
  );
  await expect(page).toHaveURL(CARDS_URL);
  await expect(dialog).toBeHidden();
  return verified;
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
