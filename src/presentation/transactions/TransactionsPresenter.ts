import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Cents } from '../../domain/money/Cents';
import type { Transaction } from '../../domain/transactions/Transaction';
import { absoluteAmount, isMoneyIn } from '../../domain/transactions/transactionAmount';
import { formatTransactionDate } from '../../domain/transactions/transactionDate';
import { transactionDisplay, type TransactionDisplay } from '../../domain/transactions/transactionDisplay';
import {
  DEFAULT_TRANSACTION_FILTER,
  filterTransactions,
  TRANSACTION_FILTERS,
  type TransactionFilter,
} from '../../domain/transactions/transactionFilter';
import { filterShowing } from '../../domain/transactions/transactionFocus';
import { parseTransactionStatusSegment } from '../../domain/transactions/transactionKind';
import {
  TRANSACTION_ITEM_HEIGHT,
  TRANSACTION_ROW_HEIGHT,
  TRANSACTIONS_LIST_MAX_HEIGHT,
  TRANSACTIONS_VISIBLE_ROWS,
} from '../../domain/transactions/transactionList';
import { STATEMENT_FILE, type StatementFile } from '../../application/cards/ports/StatementFile';
import { ListTransactions } from '../../application/cards/usecases/ListTransactions';
import { ReadDeclinedKycTransactions } from '../../application/kyc/usecases/ReadDeclinedKycTransactions';
import { PendingAction } from '../../application/session/PendingAction';
import { CLOCK, type Clock } from '../../application/shared/Clock';
import type { AppError, Result } from '../../application/shared/Result';
import { messageOf, type Message } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import { paths } from '../shell/paths';
import { statementOf, type StatementTexts } from './statementOf';

/** One transaction as its row in the section shows it. */
export interface TransactionRow {
  id: string;
  merchant: string;
  /** Without its sign. */
  amount: Cents;
  /** Money that came onto the card (a refund, a transfer received), shown with a plus sign. */
  moneyIn: boolean;
  /** DD/MM/YYYY, HH:MM */
  date: string;
  display: TransactionDisplay;
  /** The status in words; a blocked one names the identity verification when it is about it. */
  statusKey: string;
  /** The transaction detail page. */
  detailPath: string;
  /** The transaction the cards URL named (back from its detail page). */
  highlighted: boolean;
}

/** The transaction the cards URL names (`transactionId` and `status`), to scroll to and highlight. */
export interface TransactionFocus {
  transactionId: string;
  /** The query's status, as it came; an unknown one is ignored. */
  status: string | null;
}

/**
 * Decision (SPEC section 9 gives "at most 5 rows high (90 px each; item height 100)"): the list's
 * viewport is at most 5 rows of 90 px (450 px) and each transaction takes 100 px in it, so from the
 * fifth transaction on the list scrolls, its last visible row cut, which shows there is more.
 */
export const TRANSACTIONS_LIST_SIZE = {
  visibleRows: TRANSACTIONS_VISIBLE_ROWS,
  rowHeight: TRANSACTION_ROW_HEIGHT,
  itemHeight: TRANSACTION_ITEM_HEIGHT,
  maxHeight: TRANSACTIONS_LIST_MAX_HEIGHT,
} as const;

/** Failures of a load the section explains in place (the screen stays as it was). */
const LOAD_FAILURES: Partial<Record<AppError['kind'], string>> = {
  ServerError: 'transactions.section.errors.server',
  UnexpectedResponse: 'transactions.section.errors.server',
  NetworkError: 'transactions.section.errors.network',
};

/**
 * The transactions section of the cards screen (SPEC sections 2, 4 and 9): the selected card's
 * transactions, loaded on request and hidden again, filtered by status, each row with its merchant,
 * amount without sign, date, status look and a link to its detail page. Coming back from a detail
 * page (transactionId and status in the URL) it loads, highlights that transaction and asks the
 * view to scroll to it. A load that meets Unauthorized finishes when it is replayed after sign-in.
 * Once loaded, the card's statement can be downloaded.
 */
@injectable()
export class TransactionsPresenter {
  cardId: string | null = null;
  /** The list is shown (loaded at least once and not hidden since). */
  shown = false;
  loading = false;
  filter: TransactionFilter = DEFAULT_TRANSACTION_FILTER;
  failure: Message | null = null;
  highlightedId: string | null = null;
  /** The highlighted row is still to be scrolled to (once, after the load that shows it). */
  scrollPending = false;
  private transactions: Transaction[] = [];
  private hasDeclinedKycTransactions = false;
  private focus: TransactionFocus | null = null;
  /** The URL's transaction, until a load has shown it. */
  private focusToTake: TransactionFocus | null = null;
  /** The card a load is running for (a replay after sign-in answers for it). */
  private loadingFor: string | null = null;
  private stopListening: () => void = () => undefined;

  constructor(
    @inject(ListTransactions) private readonly listTransactions: ListTransactions,
    @inject(ReadDeclinedKycTransactions) private readonly declinedKyc: ReadDeclinedKycTransactions,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(STATEMENT_FILE) private readonly statementFile: StatementFile,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    makeAutoObservable<
      TransactionsPresenter,
      | 'listTransactions'
      | 'declinedKyc'
      | 'pending'
      | 'navigation'
      | 'statementFile'
      | 'clock'
      | 'stopListening'
      | 'loadingFor'
    >(this, {
      listTransactions: false,
      declinedKyc: false,
      pending: false,
      navigation: false,
      statementFile: false,
      clock: false,
      stopListening: false,
      loadingFor: false,
    });
  }

  readonly filters = TRANSACTION_FILTERS;
  readonly listSize = TRANSACTIONS_LIST_SIZE;

  /** The rows the filter keeps, newest first as the issuer lists them. */
  get rows(): TransactionRow[] {
    const cardId = this.cardId;
    if (!this.shown || cardId === null) return [];
    return filterTransactions(this.transactions, this.filter).map((transaction) => {
      const display = this.displayOf(transaction);
      return {
        id: transaction.id,
        merchant: transaction.merchant,
        amount: absoluteAmount(transaction.transactionAmount),
        moneyIn: isMoneyIn(transaction.transactionAmount),
        date: formatTransactionDate(transaction.date),
        display,
        statusKey: statusKeyOf(display),
        detailPath: paths.transaction(cardId, transaction.id, display.kind),
        highlighted: transaction.id === this.highlightedId,
      };
    });
  }

  /**
   * The statement can be downloaded: the list is shown and the card has transactions.
   * Decision: the statement holds every transaction of the card, whatever the status filter shows,
   * as a bank statement does; each row names its status, so a spreadsheet filters it in one click,
   * while a statement silently short of the filtered-out rows could be taken for the whole record.
   */
  get statementReady(): boolean {
    return this.shown && this.transactions.length > 0;
  }

  /** Shown, and nothing to list under the filter. */
  get empty(): boolean {
    return this.shown && this.rows.length === 0;
  }

  /**
   * The section for a card, with the transaction the URL names (or none). Another card starts
   * hidden; a transaction to come back to is loaded, highlighted and scrolled to.
   */
  open(cardId: string, focus: TransactionFocus | null): void {
    if (cardId !== this.cardId) this.reset(cardId);
    this.listen();
    if (focus === null || sameFocus(focus, this.focus)) return;
    this.focus = focus;
    this.focusToTake = focus;
    void this.load();
  }

  /** Leaving the cards screen: replays no longer reach the section. */
  close(): void {
    this.stopListening();
    this.stopListening = () => undefined;
  }

  /** Load (the button), or load again. */
  async load(): Promise<void> {
    const cardId = this.cardId;
    if (cardId === null || this.loading) return;
    this.loading = true;
    this.failure = null;
    this.loadingFor = cardId;
    const result = await this.listTransactions.execute(cardId);
    await this.loaded(cardId, result);
  }

  hide(): void {
    this.shown = false;
    this.failure = null;
  }

  setFilter(filter: TransactionFilter): void {
    this.filter = filter;
  }

  /**
   * Downloads the card's statement (see statementReady) in the page's words, named after the
   * card's last four digits and today.
   */
  async downloadStatement(lastFour: string, texts: StatementTexts): Promise<void> {
    if (!this.statementReady) return;
    const entries = this.transactions.map((transaction) => ({
      date: transaction.date,
      merchant: transaction.merchant,
      // Signed: a payment negative, money received (a refund) positive, so that the two read apart.
      amount: transaction.transactionAmount.amount,
      statusKey: statusKeyOf(this.displayOf(transaction)),
    }));
    await this.statementFile.save(statementOf({ entries, lastFour, today: this.clock.now(), texts }));
  }

  /** The view scrolled to the highlighted row. */
  scrolled(): void {
    this.scrollPending = false;
  }

  // Results, first-hand or replayed after sign-in

  private async loaded(cardId: string, result: Result<Transaction[]>): Promise<void> {
    if (cardId !== this.cardId || this.loadingFor !== cardId) return;
    if (!result.ok && result.error.kind === 'Unauthorized') {
      // Kept by the use case, which asked for sign-in: its replay finishes this load. Meanwhile the
      // button works again, should the consumer close the sign-in.
      runInAction(() => (this.loading = false));
      return;
    }
    const declined = result.ok ? await this.readDeclinedKyc() : false;
    runInAction(() => {
      if (cardId !== this.cardId) return;
      this.loading = false;
      this.loadingFor = null;
      if (!result.ok) {
        this.failed(result.error);
        return;
      }
      this.transactions = result.value;
      this.hasDeclinedKycTransactions = declined;
      this.shown = true;
      this.takeFocus();
    });
  }

  /** Whether the consumer has payments declined for identity verification; unknown reads as none. */
  private async readDeclinedKyc(): Promise<boolean> {
    const declined = await this.declinedKyc.execute();
    if (declined.ok) return declined.value.length > 0;
    // Not worth failing the list for: blocked rows then read as plainly blocked.
    console.warn(`Declined-KYC transactions could not be read: ${declined.error.kind}`);
    return false;
  }

  private displayOf(transaction: Transaction): TransactionDisplay {
    return transactionDisplay(transaction.status, this.hasDeclinedKycTransactions);
  }

  private failed(error: AppError): void {
    if (error.kind === 'NotFound') {
      this.navigation.goTo(paths.notFound(), { replace: true });
      return;
    }
    this.failure = messageOf(LOAD_FAILURES[error.kind] ?? 'transactions.section.errors.general');
  }

  /** After a load the URL asked for: the filter that shows the transaction, its highlight, one scroll. */
  private takeFocus(): void {
    const focus = this.focusToTake;
    if (focus === null) return;
    this.focusToTake = null;
    const status = focus.status === null ? null : parseTransactionStatusSegment(focus.status);
    this.filter = filterShowing(this.transactions, focus.transactionId, status);
    const listed = this.transactions.some((transaction) => transaction.id === focus.transactionId);
    this.highlightedId = listed ? focus.transactionId : null;
    this.scrollPending = listed;
  }

  private listen(): void {
    this.stopListening();
    this.stopListening = this.pending.onReplay('listTransactions', (result) => {
      const cardId = this.loadingFor;
      if (cardId !== null) void this.loaded(cardId, result);
    });
  }

  private reset(cardId: string): void {
    this.cardId = cardId;
    this.shown = false;
    this.loading = false;
    this.loadingFor = null;
    this.filter = DEFAULT_TRANSACTION_FILTER;
    this.failure = null;
    this.highlightedId = null;
    this.scrollPending = false;
    this.transactions = [];
    this.hasDeclinedKycTransactions = false;
    this.focus = null;
    this.focusToTake = null;
  }
}

/** The status in words; a blocked one names the identity verification when it is about it. */
function statusKeyOf(display: TransactionDisplay): string {
  return display.kycRelated ? 'transactions.status.blockedKyc' : `transactions.status.${display.kind}`;
}

function sameFocus(a: TransactionFocus, b: TransactionFocus | null): boolean {
  return b !== null && a.transactionId === b.transactionId && a.status === b.status;
}
