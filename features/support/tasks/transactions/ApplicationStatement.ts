import assert from 'node:assert/strict';
import Papa from 'papaparse';
import { ListCardTransactions } from '../../../../src/application/cards/usecases/ListCardTransactions';
import { signIn } from '../../../../src/composition/testing/sandboxApp';
import type { Language } from '../../../../src/domain/language/Language';
import { createBundledI18n } from '../../../../src/presentation/i18n/testing/createBundledI18n';
import {
  TransactionsPresenter,
  type StatementTexts,
} from '../../../../src/presentation/cards/transactions/TransactionsPresenter';
import { app, credentialsOf, flow, service } from '../../scenarioApp';
import type { ShopWorld } from '../../world';
import { CAMILLES_CARDS } from '../cards/camillesCards';
import { languageNamed } from '../money/languages';
import type { DownloadedStatement, StatementTasks } from './StatementTasks';

interface Shown {
  cardId: string;
  lastFour: string;
  language: Language;
  section: TransactionsPresenter;
}

/**
 * The statement download in-process: the transactions section of the cards screen (its presenter)
 * over the scenario's sandbox, given the page's words in the scenario's language as the section's
 * view gives them; the file is the one the shop handed to the scenario's downloads.
 */
export class ApplicationStatement implements StatementTasks {
  private shown: Shown | null = null;

  constructor(private readonly world: ShopWorld) {}

  async showTransactionsOf(card: string, language: string): Promise<void> {
    const cardId = CAMILLES_CARDS[card];
    assert.ok(cardId, `Camille has no ${card} card`);
    const consumer = await signIn(app(this.world).container, credentialsOf('Camille'));
    const lastFour = consumer.cards.find((held) => held.id === cardId)?.cardNumberLastFour;
    assert.ok(lastFour, `the ${card} card is not among Camille's cards`);
    const section = service(this.world, TransactionsPresenter);
    section.enter({ cardId, focus: null });
    await section.load();
    assert.ok(section.shown, 'the transactions did not show');
    this.shown = { cardId, lastFour, language: languageNamed(language), section };
  }

  keepInView(filter: string): Promise<void> {
    // Picked among the filters the section offers, as the status select does.
    const { section } = this.theShown();
    const offered = section.filters.find((candidate) => candidate === filter);
    assert.ok(offered !== undefined, `no status filter "${filter}"`);
    section.setFilter(offered);
    return Promise.resolve();
  }

  statementOffered(): Promise<boolean> {
    return Promise.resolve(this.theShown().section.statementReady);
  }

  async download(): Promise<DownloadedStatement> {
    const { section, lastFour, language } = this.theShown();
    const downloads = this.world.state(flow).downloads;
    const before = downloads.length;
    await section.downloadStatement(lastFour, pageTexts(language));
    assert.equal(downloads.length, before + 1, 'no file was downloaded');
    const file = downloads[before];
    assert.ok(file);
    const parsed = Papa.parse<string[]>(file.content);
    assert.deepEqual(parsed.errors, [], 'a spreadsheet could not read the file');
    const [columns = [], ...rows] = parsed.data;
    return { fileName: file.name, separator: parsed.meta.delimiter, columns, rows };
  }

  lastFour(): Promise<string> {
    return Promise.resolve(this.theShown().lastFour);
  }

  async recordedDates(): Promise<string[]> {
    const listed = await service(this.world, ListCardTransactions).execute(this.theShown().cardId);
    assert.ok(listed.ok, 'the issuer did not list the transactions');
    return listed.value.map((transaction) => transaction.date);
  }

  private theShown(): Shown {
    assert.ok(this.shown, 'no card’s transactions are shown');
    return this.shown;
  }
}

/** The page's words in that language, as the transactions section hands them over. */
function pageTexts(language: Language): StatementTexts {
  const i18n = createBundledI18n(language);
  return { t: (key, values) => i18n.t(key, values), language };
}
