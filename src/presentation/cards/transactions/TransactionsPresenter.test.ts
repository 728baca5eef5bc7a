import type { Container } from 'inversify';
import Papa from 'papaparse';
import type { FileToSave } from '../../../adapters/browser/linkDownload';
import { LEVEL1_CREDENTIALS } from '../../../adapters/sandbox/seed/accounts';
import { CARD_GATEWAY } from '../../../application/cards/ports/CardGateway';
import { PendingAction } from '../../../application/session/PendingAction';
import { unexpectedResponse } from '../../../application/shared/testing/unexpectedResponse';
import { sandboxApp, signIn } from '../../../composition/testing/sandboxApp';
import type { Language } from '../../../domain/language/Language';
import { AuthModalsPresenter } from '../../testing/otherScreens';
import { createBundledI18n } from '../../i18n/testing/createBundledI18n';
import { destination } from '../../testing/destination';
import { TransactionsPresenter, type TransactionRow } from './TransactionsPresenter';

const DEMO_CARD = 'card-demo-active';

/** Sections opened by a test, closed after it so no replay reaches them. */
const opened: TransactionsPresenter[] = [];
afterEach(() => opened.splice(0).forEach((presenter) => presenter.leave()));

function sectionOf(
  container: Container,
  cardId = DEMO_CARD,
  focus: { transactionId: string; status: string | null } | null = null,
) {
  const presenter = container.get(TransactionsPresenter);
  opened.push(presenter);
  presenter.enter({ cardId, focus });
  return presenter;
}

/** The demo consumer signed in, the section of their active card open (not loaded yet). */
async function demoSection() {
  const app = sandboxApp();
  await signIn(app.container);
  return { ...app, presenter: sectionOf(app.container) };
}

const merchants = (rows: TransactionRow[]) => rows.map((row) => row.merchant);
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the transactions section', () => {
  it('starts hidden, loads the card’s transactions newest first on request, and hides them again', async () => {
    const { presenter } = await demoSection();
    expect(presenter.shown).toBe(false);
    expect(presenter.rows).toEqual([]);

    await presenter.load();

    expect(presenter.shown).toBe(true);
    expect(presenter.list.running).toBe(false);
    expect(merchants(presenter.rows)).toEqual([
      'Streaming Service',
      'Casino Royale Online',
      'Airline Tickets',
      'Electronics Store',
      'Online Bookshop refund',
      'Online Bookshop',
    ]);

    presenter.hide();
    expect(presenter.shown).toBe(false);
    expect(presenter.rows).toEqual([]);
  });

  it('shows each row’s amount without sign, money received marked, its date, its look and its detail page', async () => {
    const { presenter } = await demoSection();
    await presenter.load();
    const byMerchant = (merchant: string) => presenter.rows.find((row) => row.merchant === merchant);

    expect(byMerchant('Online Bookshop')).toEqual({
      id: expect.any(String),
      merchant: 'Online Bookshop',
      amount: 1999,
      moneyIn: false,
      date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/),
      display: { kind: 'settled', icon: 'none', colour: 'none', wording: 'settled', struckThrough: false },
      detailPath: expect.stringMatching(/^\/cards\/card-demo-active\/transactions\/[^/]+\/settled$/),
      highlighted: false,
    });
    expect(byMerchant('Online Bookshop refund')).toMatchObject({ amount: 500, moneyIn: true });
    expect(byMerchant('Airline Tickets')?.display).toMatchObject({
      icon: 'cross',
      colour: 'red',
      struckThrough: true,
    });
    expect(byMerchant('Streaming Service')?.display).toMatchObject({
      icon: 'clock',
      colour: 'grey',
      struckThrough: false,
    });
    expect(byMerchant('Casino Royale Online')).toMatchObject({
      display: { icon: 'warning', colour: 'yellow', wording: 'blocked', struckThrough: true },
    });
  });

  it('names the identity verification on blocked rows of a consumer with payments declined for it', async () => {
    const { container } = sandboxApp();
    await signIn(container, LEVEL1_CREDENTIALS);
    const presenter = sectionOf(container, 'card-level1-second');

    await presenter.load();

    expect(presenter.rows.find((row) => row.display.kind === 'blocked')).toMatchObject({
      merchant: 'Bet Online Sports',
      display: { wording: 'blockedKyc' },
    });
  });

  it.each([
    ['declined', ['Airline Tickets']],
    ['blocked', ['Casino Royale Online']],
    ['pending', ['Streaming Service']],
    ['settled', ['Electronics Store', 'Online Bookshop refund', 'Online Bookshop']],
  ] as const)('filters on %s', async (filter, expected) => {
    const { presenter } = await demoSection();
    await presenter.load();

    presenter.setFilter(filter);

    expect(merchants(presenter.rows)).toEqual(expected);
    presenter.setFilter('all');
    expect(presenter.rows).toHaveLength(6);
  });

  it('hands the same row for a transaction under every filter, so a filter change formats and redraws nothing again', async () => {
    const { presenter } = await demoSection();
    await presenter.load();
    const airline = presenter.rows.find((row) => row.merchant === 'Airline Tickets');

    presenter.setFilter('declined');
    expect(presenter.rows[0]).toBe(airline);
    presenter.setFilter('all');
    expect(presenter.rows.find((row) => row.merchant === 'Airline Tickets')).toBe(airline);
  });

  it('offers the filters declined, blocked, pending, settled and all, starting on all', async () => {
    const { presenter } = await demoSection();
    expect(presenter.filters).toEqual(['declined', 'blocked', 'pending', 'settled', 'all']);
    expect(presenter.filter).toBe('all');
  });

  it('is empty for a card without transactions, and under a filter that keeps none', async () => {
    const { container } = sandboxApp();
    await signIn(container);
    const inactive = sectionOf(container, 'card-demo-inactive');
    await inactive.load();
    expect(inactive.empty).toBe(true);

    const blocked = sectionOf(container, 'card-demo-blocked');
    await blocked.load();
    expect(blocked.empty).toBe(false);
    blocked.setFilter('declined');
    expect(blocked.empty).toBe(true);
  });

  it('is at most 5 rows of 90 pixels high, each transaction 100 pixels high', async () => {
    const { presenter } = await demoSection();
    expect(presenter.listSize).toEqual({ visibleRows: 5, rowHeight: 90, itemHeight: 100, maxHeight: 450 });
  });

  describe('back from a transaction’s detail page', () => {
    async function transactionOf(kind: string) {
      const { presenter } = await demoSection();
      await presenter.load();
      const row = presenter.rows.find((candidate) => candidate.display.kind === kind);
      if (row === undefined) throw new Error(`no ${kind} transaction`);
      return row;
    }

    /** A fresh section of the demo card, entered from the cards URL naming a transaction. */
    async function cameBackTo(transactionId: string, status: string) {
      const { container } = sandboxApp();
      await signIn(container);
      const presenter = sectionOf(container, DEMO_CARD, { transactionId, status });
      await settle();
      return presenter;
    }

    it('loads, filters on its status, highlights it and asks once to scroll to it', async () => {
      const { id } = await transactionOf('pending');
      const presenter = await cameBackTo(id, 'pending');

      expect(presenter.shown).toBe(true);
      expect(presenter.filter).toBe('pending');
      expect(presenter.rows.filter((row) => row.highlighted).map((row) => row.id)).toEqual([id]);
      expect(presenter.scrollTo).toBe(id);
      presenter.scrolled();
      expect(presenter.scrollTo).toBeNull();
    });

    it('shows all when the status no longer matches, and highlights it still', async () => {
      const { id } = await transactionOf('settled');
      const presenter = await cameBackTo(id, 'declined');

      expect(presenter.filter).toBe('all');
      expect(presenter.rows.find((row) => row.highlighted)?.id).toBe(id);
    });

    it('highlights nothing for a transaction the card does not have', async () => {
      const presenter = await cameBackTo('tx-none', 'settled');

      expect(presenter.shown).toBe(true);
      expect(presenter.rows.some((row) => row.highlighted)).toBe(false);
      expect(presenter.scrollTo).toBeNull();
    });
  });

  describe('when loading fails', () => {
    it('says so on a server error and keeps what it showed', async () => {
      const { presenter, sandbox } = await demoSection();
      await presenter.load();
      presenter.setFilter('settled');
      sandbox.failNext('cardTransactions', 500);

      await presenter.load();

      expect(presenter.list.failure).toEqual({ key: 'transactions.section.errors.server' });
      expect(presenter.list.running).toBe(false);
      expect(presenter.shown).toBe(true);
      expect(presenter.filter).toBe('settled');
      expect(presenter.rows).toHaveLength(3);

      await presenter.load();
      expect(presenter.list.failure).toBeNull();
    });

    it('says the server failed when the transactions come back in a shape the API document does not allow', async () => {
      const { presenter, container } = await demoSection();
      jest.spyOn(container.get(CARD_GATEWAY), 'transactions').mockRejectedValueOnce(unexpectedResponse());

      await presenter.load();

      expect(presenter.list.failure).toEqual({ key: 'transactions.section.errors.server' });
      expect(presenter.rows).toEqual([]);
    });

    it('says the server could not be reached when no answer comes', async () => {
      const { presenter, sandbox } = await demoSection();
      sandbox.failNext('cardTransactions', 'network');

      await presenter.load();

      expect(presenter.list.failure).toEqual({ key: 'transactions.section.errors.network' });
      expect(presenter.shown).toBe(false);
    });

    it('goes to Not Found for a card that is not the consumer’s', async () => {
      const { container } = sandboxApp();
      await signIn(container);
      await sectionOf(container, 'card-level1-first').load();
      expect(destination(container)).toBe('/err/not-found');
    });

    it('opens the login modal on Unauthorized and shows the list once signed in again, once', async () => {
      const { presenter, sandbox, container } = await demoSection();
      sandbox.failNext('cardTransactions', 401);

      await presenter.load();

      expect(container.get(AuthModalsPresenter).login.open).toBe(true);
      expect(presenter.shown).toBe(false);
      expect(presenter.list.running).toBe(false);

      await signIn(container);
      await settle();

      expect(presenter.shown).toBe(true);
      expect(presenter.rows).toHaveLength(6);
      expect(container.get(PendingAction).keptName).toBeNull();
    });

    it('shows the list with plainly blocked rows when the declined-KYC transactions cannot be read', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { container, sandbox } = sandboxApp();
      await signIn(container, LEVEL1_CREDENTIALS);
      const presenter = sectionOf(container, 'card-level1-second');
      sandbox.failNext('declinedKycTransactions', 500);

      await presenter.load();

      expect(presenter.rows.find((row) => row.display.kind === 'blocked')?.display.wording).toBe('blocked');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ServerError'));
      warn.mockRestore();
    });
  });
});

describe('the statement download', () => {
  /** The demo consumer signed in on 24 November 2026, downloads kept; the section of a card open. */
  async function statementSection(cardId = DEMO_CARD, credentials?: typeof LEVEL1_CREDENTIALS) {
    const downloads: FileToSave[] = [];
    const { container } = sandboxApp({
      clock: () => new Date(2026, 10, 24, 10, 30),
      saveFile: (file) => downloads.push(file),
    });
    await signIn(container, credentials);
    return { presenter: sectionOf(container, cardId), downloads };
  }

  const textsIn = (language: Language) => {
    const i18n = createBundledI18n(language);
    return { t: (key: string, values?: Record<string, string>) => i18n.t(key, values), language };
  };

  /** The file's cells as a spreadsheet reads them, header first. */
  const cellsOf = (file: FileToSave | undefined) => {
    const parsed = Papa.parse<string[]>(file?.content ?? '');
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };

  it('is not offered before the list is loaded, nor for a card without transactions', async () => {
    const { presenter, downloads } = await statementSection();
    expect(presenter.statementReady).toBe(false);
    await presenter.downloadStatement('1234', textsIn('en'));
    expect(downloads).toEqual([]);

    await presenter.load();
    expect(presenter.statementReady).toBe(true);
    presenter.hide();
    expect(presenter.statementReady).toBe(false);

    const inactive = (await statementSection('card-demo-inactive')).presenter;
    await inactive.load();
    expect(inactive.statementReady).toBe(false);
  });

  it('holds every transaction of the card whatever the filter, in the list’s order and the page’s words', async () => {
    const { presenter, downloads } = await statementSection();
    await presenter.load();
    const listed = presenter.rows;
    presenter.setFilter('declined');

    await presenter.downloadStatement('1234', textsIn('en'));

    expect(downloads.map((file) => file.name)).toEqual(['statement-1234-2026-11-24.csv']);
    const [header, ...rows] = cellsOf(downloads[0]);
    expect(header).toEqual(['Date', 'Merchant', 'Amount (EUR)', 'Status']);
    expect(rows.map(([, merchant]) => merchant)).toEqual(merchants(listed));
    expect(rows.find(([, merchant]) => merchant === 'Online Bookshop')).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      'Online Bookshop',
      '-19.99',
      'Settled',
    ]);
    // Money received is positive, a payment negative.
    expect(rows.find(([, merchant]) => merchant === 'Online Bookshop refund')?.[2]).toBe('5.00');
    expect(rows.map(([, , , status]) => status)).toEqual(
      expect.arrayContaining(['Settled', 'Declined', 'Pending', 'Blocked']),
    );
  });

  it('in French, separates the columns with semicolons and writes amounts with a decimal comma', async () => {
    const { presenter, downloads } = await statementSection();
    await presenter.load();

    await presenter.downloadStatement('1234', textsIn('fr'));

    expect(downloads[0]?.name).toBe('relevé-1234-2026-11-24.csv');
    const lines = downloads[0]?.content.split('\r\n') ?? [];
    expect(lines[0]).toBe('\ufeffDate;Commerçant;Montant (EUR);Statut');
    expect(lines).toContainEqual(expect.stringMatching(/^[\d-]+ [\d:]+;Online Bookshop;-19,99;Effectuée$/));
    expect(lines).toContainEqual(expect.stringMatching(/;Streaming Service;-12,00;En attente$/));
  });

  it.each([
    ['en', 'Blocked: identity verification needed'],
    ['fr', 'Bloquée\u00a0: vérification d’identité requise'],
  ] as const)(
    'in %s, says a blocked payment is about identity verification, as the list does',
    async (language, words) => {
      const { presenter, downloads } = await statementSection('card-level1-second', LEVEL1_CREDENTIALS);
      await presenter.load();

      await presenter.downloadStatement('9876', textsIn(language));

      const statuses = cellsOf(downloads[0]).map(([, , , status]) => status);
      expect(statuses).toContain(words);
    },
  );
});
