import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Cents } from '../../../domain/money/Cents';
import type { Transaction } from '../../../domain/transactions/Transaction';
import { declineReason, type DeclineReason } from '../../../domain/transactions/declineReason';
import { absoluteAmount, isMoneyIn } from '../../../domain/transactions/transactionAmount';
import { formatTransactionDate } from '../../../domain/transactions/transactionDate';
import { transactionDetailAction } from '../../../domain/transactions/transactionDetail';
import { transactionDisplay, type TransactionDisplay } from '../../../domain/transactions/transactionDisplay';
import { parseTransactionStatusSegment } from '../../../domain/transactions/transactionKind';
import type { TransactionWithCard } from '../../../application/cards/ports/CardGateway';
import { ReadTransaction } from '../../../application/cards/usecases/ReadTransaction';
import { ReadDeclinedKycTransactions } from '../../../application/kyc/usecases/ReadDeclinedKycTransactions';
import { PendingAction } from '../../../application/session/PendingAction';
import type { Result } from '../../../application/shared/Result';
import { Navigation } from '../../shell/Navigation';
import { paths } from '../../shell/paths';

/** The button at the bottom of the page, with where it leads. */
export type DetailButton =
  /** Go back to my cards: this card selected, this transaction scrolled to. */
  | { kind: 'backToCards'; to: string }
  /** Start verification process (KYC upgrade info, keeping the card selected), plus a help-centre link. */
  | { kind: 'startVerification'; to: string; helpLink: true }
  /** A link to the external help centre. */
  | { kind: 'helpCentre' };

/** What the page shows of the transaction. */
export interface TransactionDetail {
  /** Which title, texts and look: the status, blocked ones split by whether it is about identity verification. */
  /** settledMoneyIn: money that came onto the card (a refund, a transfer received). */
  textKey: 'settled' | 'settledMoneyIn' | 'declined' | 'pending' | 'blocked' | 'blockedKyc';
  display: TransactionDisplay;
  merchant: string;
  /** Without its sign, in euros on the page. */
  amount: Cents;
  /** DD/MM/YYYY, HH:MM */
  date: string;
  lastFour: string;
  /** Declined only: why, in the words the page can honestly use. */
  declineReason: DeclineReason | null;
  button: DetailButton;
}

interface DeclinedKyc {
  transactions: Pick<Transaction, 'id'>[];
}

/**
 * Transaction detail (/cards/{cardId}/transactions/{transactionId}/{status}, SPEC sections 2, 4 and
 * 7): the transaction read from its settlement or authorisation, its title, look, merchant, amount,
 * date, the two texts naming the card, and the one button its status calls for. An unknown status
 * segment, an unknown transaction or another consumer's card is Not Found; any other failure shows
 * the page's general message. A read that meets Unauthorized finishes when replayed after sign-in.
 */
/** A settled refund or transfer received is told as money in, not as a payment. */
function textKeyOf(
  kind: TransactionDetail['display']['kind'],
  transaction: Transaction,
): TransactionDetail['textKey'] {
  return kind === 'settled' && isMoneyIn(transaction.transactionAmount) ? 'settledMoneyIn' : kind;
}

@injectable()
export class TransactionDetailPresenter {
  loading = true;
  failed = false;
  private read: TransactionWithCard | null = null;
  private declined: DeclinedKyc = { transactions: [] };
  private cardId: string | null = null;
  private stopListening: () => void = () => undefined;

  constructor(
    @inject(ReadTransaction) private readonly readTransaction: ReadTransaction,
    @inject(ReadDeclinedKycTransactions) private readonly declinedKyc: ReadDeclinedKycTransactions,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(Navigation) private readonly navigation: Navigation,
  ) {
    makeAutoObservable<
      TransactionDetailPresenter,
      'readTransaction' | 'declinedKyc' | 'pending' | 'navigation' | 'stopListening'
    >(this, {
      readTransaction: false,
      declinedKyc: false,
      pending: false,
      navigation: false,
      stopListening: false,
    });
  }

  /** What the page shows, once the transaction is read. */
  get detail(): TransactionDetail | null {
    const read = this.read;
    const cardId = this.cardId;
    if (read === null || cardId === null) return null;
    const { transaction, card } = read;
    const hasDeclinedKyc = this.declined.transactions.length > 0;
    const display = transactionDisplay(transaction.status, hasDeclinedKyc);
    return {
      textKey: display.kycRelated ? 'blockedKyc' : textKeyOf(display.kind, transaction),
      display,
      merchant: transaction.merchant,
      amount: absoluteAmount(transaction.transactionAmount),
      date: formatTransactionDate(transaction.date),
      lastFour: card.cardNumberLastFour,
      declineReason:
        display.kind === 'declined' ? declineReason(transaction, this.declined.transactions) : null,
      button: this.buttonFor(cardId, transaction, hasDeclinedKyc),
    };
  }

  /** Opens the page for the route's parameters; an unknown status segment is Not Found. */
  async open(params: { cardId: string; transactionId: string; status: string }): Promise<void> {
    this.close();
    const status = parseTransactionStatusSegment(params.status);
    if (status === null) {
      this.navigation.goTo(paths.notFound(), { replace: true });
      return;
    }
    this.cardId = params.cardId;
    this.loading = true;
    this.failed = false;
    this.read = null;
    this.stopListening = this.pending.onReplay('readTransaction', (result) => void this.loaded(result));
    const result = await this.readTransaction.execute({ ...params, status });
    await this.loaded(result);
  }

  /** Leaving the page: replays no longer reach it. */
  close(): void {
    this.stopListening();
    this.stopListening = () => undefined;
  }

  private buttonFor(cardId: string, transaction: Transaction, hasDeclinedKyc: boolean): DetailButton {
    const action = transactionDetailAction(cardId, transaction, hasDeclinedKyc);
    switch (action.action) {
      case 'backToCards':
        return {
          kind: 'backToCards',
          to: paths.cards({
            selected: action.cardId,
            transactionId: action.transactionId,
            status: action.status,
          }),
        };
      case 'startVerification':
        return { kind: 'startVerification', to: paths.kycUpgradeInfo(cardId), helpLink: true };
      case 'helpCentre':
        return { kind: 'helpCentre' };
    }
  }

  private async loaded(result: Result<TransactionWithCard>): Promise<void> {
    if (!result.ok) {
      runInAction(() => {
        switch (result.error.kind) {
          case 'Unauthorized':
            // Kept by the use case, which asked for sign-in; the page finishes when it is replayed.
            return;
          case 'NotFound':
            this.navigation.goTo(paths.notFound(), { replace: true });
            return;
          default:
            this.loading = false;
            this.failed = true;
        }
      });
      return;
    }
    const declined = await this.declinedKyc.execute();
    if (!declined.ok)
      // The page still shows the transaction; a blocked one then reads as plainly blocked.
      console.warn(`Declined-KYC transactions could not be read: ${declined.error.kind}`);
    runInAction(() => {
      this.read = result.value;
      this.declined = { transactions: declined.ok ? declined.value : [] };
      this.loading = false;
      this.failed = false;
    });
  }
}
