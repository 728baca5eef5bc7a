import type { Page } from '@playwright/test';
import {
  idOfCamilles,
  selectedTile,
  selectOnCardsScreen,
  openCardsSignedIn,
  soon,
  statusOfSelected,
  t,
} from './browserCards';
import type { CardsScreen, ShownCard, ShownInactivityNotice } from './CardsScreen';

/**
 * The cards screen through the page in Chromium, as the consumer uses it: she starts signed in, and
 * her own seeded cards are named as she calls them ("active"). The scenarios of cards
 * described by a table (filter, chips of a described card) run in-process only.
 */
export class BrowserCardsScreen implements CardsScreen {
  constructor(private readonly page: Page) {}

  async openAs(person: string): Promise<void> {
    if (person !== 'Camille') throw new Error('only Camille’s cards are known by name');
    await openCardsSignedIn(this.page, person);
  }

  async statusOf(card: string): Promise<string> {
    await selectOnCardsScreen(this.page, idOfCamilles(card));
    return statusOfSelected(this.page);
  }

  async unblock(card: string): Promise<boolean> {
    await selectOnCardsScreen(this.page, idOfCamilles(card));
    await soon(selectedTile(this.page)).toHaveCount(1);
    const name = (await selectedTile(this.page).textContent()) ?? '';
    const lastFour = /\d{4}/.exec(name)?.[0] ?? '';
    await this.page.getByRole('button', { name: t('cards.actions.unblock'), exact: true }).click();
    const done = this.page.getByText(t('cards.unblock.success', { lastFour }));
    await soon(done).toBeVisible();
    return true;
  }

  async activate(card: string): Promise<boolean> {
    await selectOnCardsScreen(this.page, idOfCamilles(card));
    await soon(selectedTile(this.page)).toHaveCount(1);
    const name = (await selectedTile(this.page).textContent()) ?? '';
    const lastFour = /\d{4}/.exec(name)?.[0] ?? '';
    await this.page.getByRole('button', { name: t('cards.actions.activate'), exact: true }).click();
    await soon(this.page.getByText(t('cards.activate.success', { lastFour }))).toBeVisible();
    return true;
  }

  tileOfSubject(): Promise<ShownCard> {
    return this.inProcessOnly('a card described by the scenario');
  }

  filterOn(_filter: string): Promise<void> {
    return this.inProcessOnly('filtering the scenario’s cards');
  }

  listed(): Promise<string[]> {
    return this.inProcessOnly('the scenario’s cards listed');
  }

  selected(): Promise<string | null> {
    return this.inProcessOnly('the scenario’s card selected');
  }

  select(_card: string): Promise<void> {
    return this.inProcessOnly('choosing a card in the carousel');
  }

  inactivityFeeMarks(): Promise<Record<string, string>> {
    return this.inProcessOnly('the inactivity-fee marks of the list');
  }

  inactivityNotice(): Promise<ShownInactivityNotice | null> {
    return this.inProcessOnly('the inactivity-fee notice');
  }

  private inProcessOnly(what: string): Promise<never> {
    return Promise.reject(new Error(`${what} is checked in-process only: tag none of its scenarios @ui`));
  }
}
