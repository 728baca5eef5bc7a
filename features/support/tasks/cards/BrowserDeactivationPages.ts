import type { Page } from '@playwright/test';
import { textMatching } from '../../../../e2e/support/app';
import type { Cents } from '../../../../src/domain/money/Cents';
import {
  expectCardsScreen,
  idOfCamilles,
  LANGUAGE,
  routeOf,
  selectedTile,
  selectOnCardsScreen,
  soon,
  statusOfSelected,
  t,
} from './browserCards';
import type { CardShown, DeactivationPages } from './DeactivationPages';
import { shownCents } from './shownCents';

/**
 * The deactivation pages through the page in Chromium: Camille, signed in on her cards screen,
 * selects the card, follows its Deactivate link, chooses to transfer, picks the receiving card,
 * continues, confirms, and reads her cards on the cards screen afterwards. The other ways, and the
 * scenario's cards on hand, are driven in-process only.
 */
export class BrowserDeactivationPages implements DeactivationPages {
  private readonly before = new Map<string, Cents>();
  /** The case of the success page the deactivation ended on, once its heading showed. */
  private successCase: string | null = null;

  constructor(private readonly page: Page) {}

  async deactivateOwn(person: string, card: string, way: string): Promise<void> {
    const receiver = /^transferring to her (\w+) card$/.exec(way)?.[1];
    if (person !== 'Camille' || receiver === undefined) {
      throw new Error(
        `${person} deactivating by "${way}" is driven in-process only: tag none of its scenarios @ui`,
      );
    }
    const { page } = this;
    const receiverId = idOfCamilles(receiver);
    const receiverShown = await this.cardNow(receiver);
    this.before.set(receiverId, receiverShown.balance);
    const receiverLastFour = await this.lastFourOfSelected();

    const sourceId = idOfCamilles(card);
    await selectOnCardsScreen(page, sourceId);
    await page.getByRole('link', { name: t('cards.actions.deactivate'), exact: true }).click();
    await soon(page).toHaveURL(new RegExp(`/cards/${sourceId}/deactivate$`));
    await page.getByRole('link', { name: t('deactivation.choice.options.transfer.choose') }).click();
    await soon(page).toHaveURL(new RegExp(`/cards/${sourceId}/deactivate/transfer$`));
    await page
      .getByRole('radio', {
        name: textMatching(LANGUAGE, 'deactivation.transfer.candidate', {
          lastFour: receiverLastFour,
          balance: '.+',
        }),
      })
      .check();
    await page.getByRole('button', { name: t('deactivation.transfer.continue') }).click();
    await soon(page).toHaveURL(new RegExp(`/cards/${sourceId}/deactivate/${receiverId}/confirmation$`));
    await page
      .getByRole('button', {
        name: textMatching(LANGUAGE, 'deactivation.confirmation.confirm.transfer', { moved: '.+' }),
      })
      .click();
    await soon(page).toHaveURL(/\/success$/);
    const successCase = /\/deactivate\/([^/]+)\/[^/]+\/success$/.exec(routeOf(page.url()))?.[1];
    if (successCase === undefined) throw new Error(`${page.url()} is not a success page`);
    await soon(page.getByRole('heading', { level: 1 })).toHaveText(
      textMatching(LANGUAGE, `deactivation.success.title.${successCase}`, { lastFour: '\\d{4}' }),
    );
    this.successCase = successCase;
  }

  async successPage(): Promise<string | null> {
    return this.successCase;
  }

  async cardNow(card: string): Promise<CardShown> {
    const id = idOfCamilles(card);
    await selectOnCardsScreen(this.page, id);
    await expectCardsScreen(this.page, id);
    const heading = this.page.getByRole('heading', { level: 2, name: new RegExp(t('cards.balance.label')) });
    const shown = ((await heading.textContent()) ?? '').replace(t('cards.balance.label'), '');
    return { status: await statusOfSelected(this.page), balance: shownCents(shown) };
  }

  async gainOf(card: string): Promise<Cents> {
    const before = this.before.get(idOfCamilles(card));
    if (before === undefined) throw new Error(`the ${card} card was not read before the deactivation`);
    return (await this.cardNow(card)).balance - before;
  }

  private async lastFourOfSelected(): Promise<string> {
    const name = (await selectedTile(this.page).textContent()) ?? '';
    const lastFour = /\d{4}/.exec(name)?.[0];
    if (lastFour === undefined) throw new Error('the selected card shows no last four digits');
    return lastFour;
  }

  deactivateCardOnHand(_way: string): Promise<void> {
    return this.inProcessOnly('the scenario’s cards on hand');
  }

  newCardBalance(): Promise<Cents | null> {
    return this.inProcessOnly('a new card');
  }

  saidCannotDeactivate(): Promise<boolean> {
    return this.inProcessOnly('a card that cannot be deactivated');
  }

  refusedReceiver(): Promise<string | null> {
    return this.inProcessOnly('a refused receiving card');
  }

  openConfirmationFor(_receiver: string): Promise<void> {
    return this.inProcessOnly('the confirmation of the scenario’s cards');
  }

  confirmedWay(): Promise<string> {
    return this.inProcessOnly('the confirmation of the scenario’s cards');
  }

  private inProcessOnly(what: string): Promise<never> {
    return Promise.reject(new Error(`${what} is driven in-process only: tag none of its scenarios @ui`));
  }
}
