import { expect, type Locator, type Page } from '@playwright/test';
import { speakIn, text } from '../../../../e2e/support/app';
import { enterNewestOneTimeCode, signInWithPassword } from '../../../../e2e/support/signIn';
import { openSignedIn, seedSandboxes, type SeededSandbox } from '../../../../e2e/support/sandboxSeed';
import type { Language } from '../../../../src/domain/language/Language';
import { credentialsOf } from '../../scenarioApp';
import { CAMILLES_CARDS } from './camillesCards';

// What the browser tasks of the cards screen and the Block Card page share: the consumer signed in
// (through the pages, or already, from a sandbox made beforehand), and her cards as the cards screen
// shows them.

/** The ui profile's scenarios read the shop in English. */
export const LANGUAGE: Language = 'en';

/** A route family's first visit loads its chunk of the bundle: a busy machine may take a while. */
export const soon = expect.configure({ timeout: 20_000 });

export const t = (key: string, values?: Record<string, string | number>): string =>
  text(LANGUAGE, key, values);

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The route (path and query) a page shows. */
export function routeOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** The sandbox id of one of Camille's cards, by the word a scenario uses for it. */
export function idOfCamilles(card: string): string {
  const id = CAMILLES_CARDS[card];
  if (id === undefined) throw new Error(`Camille has no ${card} card`);
  return id;
}

/**
 * The person signs in on Authorization's sign-in tab, then types the one-time code read on the
 * sandbox outbox in a second tab of the same browser; the cards screen shows.
 */
export async function signInThroughThePages(page: Page, person: string): Promise<void> {
  await speakIn(page, LANGUAGE);
  await page.goto('/auth');
  await soon(page.getByRole('heading', { level: 1 })).toHaveText(t('signin.authorization.signInTitle'));
  const dialog = await signInWithPassword(page, LANGUAGE, credentialsOf(person));
  await enterNewestOneTimeCode(page, LANGUAGE, dialog);
  await expectCardsScreen(page);
}

/** The sandbox with the demo consumer signed in, made once per worker: every scenario loads a copy. */
let camilleSignedIn: SeededSandbox | null = null;

/**
 * The person is already signed in when the scenario starts (a sandbox with her session, made
 * beforehand), and the cards screen shows: for scenarios about what comes after signing in, which
 * the sign-in pages would only slow down. Those pages have their own scenarios and journeys.
 */
export async function openCardsSignedIn(page: Page, person: string): Promise<void> {
  if (person !== 'Camille') throw new Error('only Camille starts signed in');
  camilleSignedIn ??= (await seedSandboxes({ camille: { consumer: 'demo' } })).camille;
  await openSignedIn(page, camilleSignedIn, LANGUAGE, '/consumer/cards');
  await expectCardsScreen(page);
}

/** The cards screen shows (its address may select a card). */
export async function expectCardsScreen(page: Page, selected?: string): Promise<void> {
  const query = selected === undefined ? '(\\?selected=[^&]+)?' : `\\?selected=${escaped(selected)}`;
  await soon(page).toHaveURL(new RegExp(`/consumer/cards${query}$`));
  await soon(page.getByRole('heading', { level: 1 })).toHaveText(t('cards.page.title'));
}

/** The cards screen with the card selected: chosen in the address, as a shared link does. */
export async function selectOnCardsScreen(page: Page, cardId: string): Promise<void> {
  const shown = routeOf(page.url());
  if (shown !== `/consumer/cards?selected=${cardId}`) await page.goto(`/consumer/cards?selected=${cardId}`);
  await expectCardsScreen(page, cardId);
}

/** The tile the carousel shows selected. */
export function selectedTile(page: Page): Locator {
  return page.getByRole('list', { name: t('cards.carousel.title') }).getByRole('button', { pressed: true });
}

const STATES = ['ACTIVE', 'INACTIVE', 'BLOCKED', 'CANCELLED'] as const;

/** The status chip's word (ACTIVE, BLOCKED …) on the selected tile: the one state word it shows on its own. */
export async function statusOfSelected(page: Page): Promise<string> {
  const words = STATES.map((state) => escaped(t(`cards.carousel.states.${state}`)));
  const chip = selectedTile(page).getByText(new RegExp(`^(${words.join('|')})$`));
  await soon(chip).toHaveCount(1);
  const shown = ((await chip.textContent()) ?? '').trim();
  const state = STATES.find((candidate) => t(`cards.carousel.states.${candidate}`) === shown);
  if (state === undefined) throw new Error(`the chip shows an unknown state "${shown}"`);
  return state;
}
