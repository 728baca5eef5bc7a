import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { DeclineReason } from '../../../domain/transactions/declineReason';
import { isMoneyIn } from '../../../domain/transactions/transactionAmount';
import { transactionDetailAction } from '../../../domain/transactions/transactionDetail';
import type { TransactionWording } from '../../../domain/transactions/transactionDisplay';
import type { TransactionDetail as ReadDetail } from '../../../application/cards/CardTransaction';
import {
  READ_TRANSACTION_DETAIL,
  ReadTransactionDetail,
} from '../../../application/cards/usecases/ReadTransactionDetail';
import { PageLoad } from '../../calls/PageLoad';
import { paths } from '../../shell/paths';
import type { PageAt, PagePresenter } from '../../shell/PageHost';
import { shownTransaction, type ShownTransaction } from './TransactionsPresenter';

/** The way on at the bottom of the page, with or without a help-centre link. */
type DetailButton =
  | { kind: 'backToCards'; to: string }
  | { kind: 'startVerification'; to: string; helpLink: true }
  | { kind: 'helpCentre'; helpLink: true };

export interface TransactionDetail extends ShownTransaction {
  /** Which title and texts; settledMoneyIn: money that came onto the card (a refund, a transfer received). */
  textKey: TransactionWording | 'settledMoneyIn';
  lastFour: string;
  /** Declined only: why, in the words the page can honestly use. */
  declineReason: DeclineReason | null;
  button: DetailButton;
}

/** Transaction detail (/cards/{cardId}/transactions/{transactionId}/{status}, SPEC sections 2, 4 and 7). */
@injectable()
export class TransactionDetailPresenter implements PagePresenter<'cardId' | 'transactionId' | 'status'> {
  constructor(
    @inject(ReadTransactionDetail) private readonly readDetail: ReadTransactionDetail,
    @inject(PageLoad) readonly load: PageLoad<ReadDetail>,
  ) {
    makeAutoObservable(this);
  }

  enter({ params }: PageAt<'cardId' | 'transactionId' | 'status'>): Promise<void> {
    return this.load.enter({
      read: () => this.readDetail.execute(params),
      replay: READ_TRANSACTION_DETAIL,
      words: { serverWords: 'never', otherwise: 'transactions.detail.error' },
    });
  }

  get detail(): TransactionDetail | null {
    const read = this.load.value;
    if (read === null) return null;
    const { transaction, card, declineReason } = read;
    const shown = shownTransaction(transaction);
    const moneyIn = shown.display.kind === 'settled' && isMoneyIn(transaction.transactionAmount);
    return {
      ...shown,
      textKey: moneyIn ? 'settledMoneyIn' : shown.display.wording,
      lastFour: card.cardNumberLastFour,
      declineReason,
      button: buttonFor(card.id, transaction),
    };
  }
}

function buttonFor(cardId: string, transaction: ReadDetail['transaction']): DetailButton {
  const action = transactionDetailAction(cardId, transaction, transaction.identityCheckDeclined);
  if (action.action === 'helpCentre') return { kind: 'helpCentre', helpLink: true };
  if (action.action === 'startVerification')
    return { kind: 'startVerification', to: paths.kycUpgradeInfo(cardId), helpLink: true };
  const { transactionId, status } = action;
  return { kind: 'backToCards', to: paths.cards({ selected: cardId, transactionId, status }) };
}
