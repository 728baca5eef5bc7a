import { inject, injectable } from 'inversify';
import type { TransactionStatus } from '../../../domain/transactions/Transaction';
import { transactionLookupKind } from '../../../domain/transactions/transactionDetail';
import type { TransactionKind } from '../../../domain/transactions/transactionKind';
import { attempt, type Result } from '../../shared/Result';
import { PendingAction, retried } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway, type TransactionWithCard } from '../ports/CardGateway';

export const READ_TRANSACTION = retried<TransactionWithCard>('readTransaction');

export interface TransactionRef {
  cardId: string;
  transactionId: string;
  /** The route's {status} segment. */
  status: TransactionKind;
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
 * The transaction detail page: read from the settlement or the authorisation, as the domain decides.
 * A read that meets Unauthorized is replayed after sign-in.
 */
@injectable()
export class ReadTransaction {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(ref: TransactionRef): Promise<Result<TransactionWithCard>> {
    const lookup = transactionLookupKind(statusOf(ref.status));
    return this.pending.retryAfterLogin(READ_TRANSACTION, () =>
      attempt(() =>
        lookup === 'settlement'
          ? this.cards.settlement(ref.cardId, ref.transactionId)
          : this.cards.authorisation(ref.cardId, ref.transactionId),
      ),
    );
  }
}
