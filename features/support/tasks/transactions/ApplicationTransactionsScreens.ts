import assert from 'node:assert/strict';
import { matchPath } from 'react-router-dom';
import { signIn } from '../../../../src/composition/testing/sandboxApp';
import { ROUTES } from '../../../../src/presentation/shell/routeTable';
import { TransactionDetailPresenter } from '../../../../src/presentation/transactions/TransactionDetailPresenter';
import {
  TransactionsPresenter,
  type TransactionRow,
} from '../../../../src/presentation/transactions/TransactionsPresenter';
import { app, credentialsOf, service, settle } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import type { BackToCards, ShownTransaction, TransactionsScreens } from './TransactionsScreens';
import { transactionsOnHand, type TransactionOnHand } from './transactionsOnHand';

/** The detail page's button, in the feature's words. */
const BUTTON_WORDS = {
  backToCards: 'go back to my cards',
  startVerification: 'start verification process, with help link',
  helpCentre: 'help centre',
} as const;

interface Found {
  cardId: string;
  row: TransactionRow;
}

/**
 * The screens in-process, on the seeded consumers' real transactions: Camille (fully known, so no
 * payment declined for identity verification) or Lucas (level 1, with some). The transaction the
 * scenario describes is a seeded one of its status, found through the section of each card in
 * turn; the scenario's names for it and its card stand for the real ids.
 */
export class ApplicationTransactionsScreens implements TransactionsScreens {
  private found: Found | null = null;
  private detail: TransactionDetailPresenter | null = null;

  constructor(private readonly world: ShopWorld) {}

  async rowOfTheTransaction(): Promise<ShownTransaction> {
    const { row } = await this.theTransaction();
    return { icon: row.display.icon, colour: row.display.colour, struckThrough: row.display.struckThrough };
  }

  async listSize(): Promise<{ rows: number; rowHeight: number; itemHeight: number }> {
    const [card] = (await this.signIn()).cards;
    assert.ok(card, 'the consumer holds no card');
    const section = this.section(card.id);
    await section.load();
    const { visibleRows, rowHeight, itemHeight } = section.listSize;
    return { rows: visibleRows, rowHeight, itemHeight };
  }

  async openDetailOfTheTransaction(): Promise<void> {
    const { row } = await this.theTransaction();
    const route = matchPath(ROUTES.transaction.path, row.detailPath);
    assert.ok(route, `the row does not lead to a transaction detail page: ${row.detailPath}`);
    const { cardId = '', transactionId = '', status = '' } = route.params;
    this.detail = service(this.world, TransactionDetailPresenter);
    await this.detail.open({ cardId, transactionId, status });
    await settle();
  }

  async detailButton(): Promise<string> {
    const button = this.detailPage().detail?.button;
    assert.ok(button, 'the detail page shows no transaction');
    return BUTTON_WORDS[button.kind];
  }

  async goBackToCards(): Promise<BackToCards> {
    const button = this.detailPage().detail?.button;
    assert.ok(button?.kind === 'backToCards', 'the detail page offers no way back to the cards');
    const query = new URL(button.to, 'http://shop.test').searchParams;
    const { cardId, row } = await this.theTransaction();
    const described = this.described();
    const nameOf = (id: string | null, realId: string, name: string | undefined) =>
      id === realId && name !== undefined ? name : (id ?? '');
    return {
      card: nameOf(query.get('selected'), cardId, described.card),
      transaction: nameOf(query.get('transactionId'), row.id, described.name),
      status: query.get('status') ?? '',
    };
  }

  private detailPage(): TransactionDetailPresenter {
    assert.ok(this.detail, 'the detail page was not opened');
    return this.detail;
  }

  private described(): TransactionOnHand {
    const [described] = transactionsOnHand(this.world).transactions;
    assert.ok(described?.status, 'the scenario describes no transaction with a status');
    return described;
  }

  private section(cardId: string): TransactionsPresenter {
    const section = service(this.world, TransactionsPresenter);
    section.open(cardId, null);
    return section;
  }

  /** Lucas when the consumer has payments declined for identity verification, else Camille. */
  private signIn() {
    const declined = transactionsOnHand(this.world).declinedForIdentityVerification;
    return signIn(app(this.world).container, credentialsOf(declined ? 'Lucas' : 'Camille'));
  }

  /** A seeded transaction of the described status, the section loaded on its card to find it. */
  private async theTransaction(): Promise<Found> {
    if (this.found !== null) return this.found;
    const { status } = this.described();
    const consumer = await this.signIn();
    for (const card of consumer.cards) {
      const section = this.section(card.id);
      await section.load();
      const row = section.rows.find((candidate) => candidate.display.kind === status);
      section.close();
      if (row !== undefined) {
        this.found = { cardId: card.id, row };
        return this.found;
      }
    }
    assert.fail(`no card of the consumer has a ${status} transaction`);
  }
}
