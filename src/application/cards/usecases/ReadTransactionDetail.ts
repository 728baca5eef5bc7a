import { inject, injectable } from 'inversify';
import { declineReason } from '../../../domain/transactions/declineReason';
import type { TransactionStatus } from '../../../domain/transactions/Transaction';
import { transactionLookupKind } from '../../../domain/transactions/transactionDetail';
import {
  parseTransactionStatusSegment,
  transactionKind,
  type TransactionKind,
} from '../../../domain/transactions/transactionKind';
import { ReadDeclinedKycTransactions } from '../../kyc/usecases/ReadDeclinedKycTransactions';
import { PendingAction, retried } from '../../session/PendingAction';
import { attempt, fail, ok, type Result } from '../../shared/Result';
import type { TransactionDetail } from '../CardTransaction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

export const READ_TRANSACTION_DETAIL = retried<TransactionDetail>('readTransaction');

export interface TransactionRef {
  cardId: string;
  transactionId: string;
  /** The route's {status} segment: an unknown one is Not Found. */
  status: string;
}

/** The flags a transaction of that kind carries. */
function statusOf(kind: TransactionKind): TransactionStatus {
  return {
    isSettled: kind === 'settled',
    isDeclined: kind === 'declined',
    isNotSettled: kind === 'pending',
    isBlocked: kind === 'blocked',
  };
}

/**
 * A transaction's detail page: read from the settlement or the authorisation, as the domain decides,
 * with what the identity check says of it. A read that meets Unauthorized is replayed after sign-in.
 */
@injectable()
export class ReadTransactionDetail {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(ReadDeclinedKycTransactions) private readonly declinedKyc: ReadDeclinedKycTransactions,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute({ cardId, transactionId, status }: TransactionRef): Promise<Result<TransactionDetail>> {
    const kind = parseTransactionStatusSegment(status);
    if (kind === null) return fail({ kind: 'NotFound' });
    const lookup = transactionLookupKind(statusOf(kind));
    return this.pending.retryAfterLogin(READ_TRANSACTION_DETAIL, async () => {
      const read = await attempt(() =>
        lookup === 'settlement'
          ? this.cards.settlement(cardId, transactionId)
          : this.cards.authorisation(cardId, transactionId),
      );
      if (!read.ok) return read;
      const { transaction, card } = read.value;
      const declined = await this.declinedKyc.orNone();
      return ok({
        transaction: { ...transaction, identityCheckDeclined: declined.length > 0 },
        card,
        declineReason:
          transactionKind(transaction.status) === 'declined' ? declineReason(transaction, declined) : null,
      });
    });
  }
}
