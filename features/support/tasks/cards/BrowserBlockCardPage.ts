import type { Page } from '@playwright/test';
import type { BlockCardPage, BlockOutcome } from './BlockCardPage';
import {
  expectCardsScreen,
  idOfCamilles,
  routeOf,
  selectOnCardsScreen,
  soon,
  statusOfSelected,
  t,
} from './browserCards';

/**
 * The Block Card page through the page in Chromium: the consumer, signed in on her cards screen,
 * selects the card, follows its Block link and confirms. Signing in again after the session ran out
 * is driven in-process only.
 */
export class BrowserBlockCardPage implements BlockCardPage {
  private cardId: string | null = null;
  /** The last four digits the Block Card page named the card by. */
  private lastFour = '';

  constructor(private readonly page: Page) {}

  async block(person: string, card: string): Promise<void> {
    if (person !== 'Camille') throw new Error('only Camille’s cards are known by name');
    const cardId = idOfCamilles(card);
    this.cardId = cardId;
    await selectOnCardsScreen(this.page, cardId);
    await this.page.getByRole('link', { name: t('cards.actions.block'), exact: true }).click();
    await soon(this.page).toHaveURL(new RegExp(`/cards/${cardId}/block$`));
    const heading = this.page.getByRole('heading', { level: 1 });
    await soon(heading).toHaveText(/\d{4}$/);
    this.lastFour = /(\d{4})$/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    await soon(heading).toHaveText(t('cards.block.title', { lastFour: this.lastFour }));
    await this.page.getByRole('button', { name: t('cards.block.confirm'), exact: true }).click();
  }

  async outcome(): Promise<BlockOutcome> {
    if (this.cardId === null) throw new Error('no card was blocked');
    await expectCardsScreen(this.page, this.cardId);
    await soon(this.page.getByText(t('cards.block.success', { lastFour: this.lastFour }))).toBeVisible();
    return { landedOn: routeOf(this.page.url()), status: await statusOfSelected(this.page) };
  }

  askedToSignInAgain(): Promise<boolean> {
    return this.inProcessOnly();
  }

  signInAgain(_person: string): Promise<void> {
    return this.inProcessOnly();
  }

  signInOnceMore(_person: string): Promise<number> {
    return this.inProcessOnly();
  }

  private inProcessOnly(): Promise<never> {
    return Promise.reject(
      new Error(
        'signing in again over the Block Card page is checked in-process only: tag none of its scenarios @ui',
      ),
    );
  }
}
