import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { Cents } from '../../../domain/money/Cents';
import { absoluteAmount, isMoneyIn } from '../../../domain/transactions/transactionAmount';
import { formatTransactionDate } from '../../../domain/transactions/transactionDate';
import { transactionDisplay, type TransactionDisplay } from '../../../domain/transactions/transactionDisplay';
import {
  DEFAULT_TRANSACTION_FILTER,
  filterTransactions,
  TRANSACTION_FILTERS,
  type TransactionFilter,
} from '../../../domain/transactions/transactionFilter';
import { filterShowing } from '../../../domain/transactions/transactionFocus';
import { parseTransactionStatusSegment } from '../../../domain/transactions/transactionKind';
import { TRANSACTIONS_LIST_SIZE } from '../../../domain/transactions/transactionList';
import type { CardTransaction } from '../../../application/cards/CardTransaction';
import { DownloadStatement } from '../../../application/cards/usecases/DownloadStatement';
import {
  LIST_CARD_TRANSACTIONS,
  ListCardTransactions,
} from '../../../application/cards/usecases/ListCardTransactions';
import type { Language } from '../../../domain/language/Language';
import { Call } from '../../calls/Call';
import { CallReplays } from '../../calls/CallReplays';
import type { FailureWords } from '../../calls/failureMessage';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';

/** What a row and the detail page both show of a transaction. */
export interface ShownTransaction {
  display: TransactionDisplay;
  merchant: string;
  /** Without its sign (a row shows money that came onto the card with a plus sign). */
  amount: Cents;
  /** DD/MM/YYYY, HH:MM */
  date: string;
}

export interface TransactionRow extends ShownTransaction {
  id: string;
  moneyIn: boolean;
  detailPath: string;
  /** The transaction the cards URL named (back from its detail page). */
  highlighted: boolean;
}

/** Where the section is: its card, and the transaction the cards URL names (`transactionId`, `status`). */
export interface SectionAt {
  cardId: string;
  focus: { transactionId: string; status: string | null } | null;
}

/** The page's words for the statement: its texts by key and its language (the view gives them). */
export interface StatementTexts {
  t(key: string, values?: Record<string, string>): string;
  language: Language;
}

const STATEMENT_COLUMNS = ['date', 'merchant', 'amount', 'status'] as const;

/** An ended session says nothing here: the login window does, and the list follows once signed in. */
const LIST_WORDS: FailureWords = {
  offline: 'transactions.section.errors.network',
  serverFault: 'transactions.section.errors.server',
  serverWords: 'never',
  otherwise: 'transactions.section.errors.general',
};

/** The cards screen's transactions section (SPEC sections 2, 4 and 9); a failed load keeps what was shown. */
@injectable()
export class TransactionsPresenter {
  readonly list = new Call<CardTransaction[]>(LIST_WORDS, {
    done: (transactions) => this.listed(transactions),
    notFound: () => this.navigation.notFound(),
  });
  /** Loaded at least once and not hidden since. */
  shown = false;
  filter: TransactionFilter = DEFAULT_TRANSACTION_FILTER;
  highlightedId: string | null = null;
  /** The highlighted row while it is still to be brought into view (once, back from its detail page). */
  scrollTo: string | null = null;
  readonly filters = TRANSACTION_FILTERS;
  readonly listSize = TRANSACTIONS_LIST_SIZE;
  /** As the issuer sent them: read, never changed, so not made observable one by one. */
  private transactions: CardTransaction[] = [];
  /** Each transaction's row, made once per load: a filter only picks among them. */
  private listedRows: { status: CardTransaction['status']; row: TransactionRow }[] = [];
  private cardId = '';
  /** The URL's transaction, until a load has shown it. */
  private focus: SectionAt['focus'] = null;

  constructor(
    @inject(ListCardTransactions) private readonly listCardTransactions: ListCardTransactions,
    @inject(CallReplays) private readonly replays: CallReplays,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(DownloadStatement) private readonly download: DownloadStatement,
  ) {
    makeAutoObservable<TransactionsPresenter, 'transactions' | 'listedRows'>(this, {
      transactions: observableRef,
      listedRows: observableRef,
    });
  }

  /** The rows the filter keeps, each the same object from one filter to the next (the view redraws none twice). */
  get rows(): TransactionRow[] {
    if (!this.shown) return [];
    return filterTransactions(this.listedRows, this.filter).map(({ row }) => row);
  }

  get statementReady(): boolean {
    return this.shown && this.transactions.length > 0;
  }

  get empty(): boolean {
    return this.shown && this.rows.length === 0;
  }

  enter({ cardId, focus }: SectionAt): void {
    this.cardId = cardId;
    this.replays.hear(this.list, LIST_CARD_TRANSACTIONS);
    this.focus = focus;
    if (focus !== null) void this.load();
  }

  leave(): void {
    this.replays.leave();
  }

  async load(): Promise<void> {
    await this.list.run(() => this.listCardTransactions.execute(this.cardId));
  }

  hide(): void {
    this.shown = false;
    if (this.list.failure !== null) this.list.reset();
  }

  setFilter(filter: TransactionFilter): void {
    this.filter = filter;
  }

  async downloadStatement(lastFour: string, texts: StatementTexts): Promise<void> {
    if (!this.statementReady) return;
    const { t, language } = texts;
    await this.download.execute(this.transactions, lastFour, {
      language,
      fileName: (last, date) => t('transactions.statement.fileName', { lastFour: last, date }),
      header: STATEMENT_COLUMNS.map((column) => t(`transactions.statement.columns.${column}`)),
      status: (transaction) => t(`transactions.status.${shownTransaction(transaction).display.wording}`),
    });
  }

  scrolled(): void {
    this.scrollTo = null;
  }

  /** After a load the URL asked for: the filter that shows its transaction, its highlight, one scroll. */
  private listed(transactions: CardTransaction[]): void {
    this.transactions = transactions;
    this.shown = true;
    const focus = this.focus;
    if (focus !== null) {
      this.focus = null;
      const status = focus.status === null ? null : parseTransactionStatusSegment(focus.status);
      this.filter = filterShowing(transactions, focus.transactionId, status);
      const listed = transactions.some((transaction) => transaction.id === focus.transactionId);
      this.highlightedId = listed ? focus.transactionId : null;
      this.scrollTo = this.highlightedId;
    }
    this.listedRows = transactions.map((transaction) => ({
      status: transaction.status,
      row: this.rowOf(transaction),
    }));
  }

  private rowOf(transaction: CardTransaction): TransactionRow {
    const shown = shownTransaction(transaction);
    return {
      ...shown,
      id: transaction.id,
      moneyIn: isMoneyIn(transaction.transactionAmount),
      detailPath: paths.transaction(this.cardId, transaction.id, shown.display.kind),
      highlighted: transaction.id === this.highlightedId,
    };
  }
}

export function shownTransaction(transaction: CardTransaction): ShownTransaction {
  return {
    display: transactionDisplay(transaction.status, transaction.identityCheckDeclined),
    merchant: transaction.merchant,
    amount: absoluteAmount(transaction.transactionAmount),
    date: formatTransactionDate(transaction.date),
  };
}
