import { inject, injectable } from 'inversify';
import type { Transaction } from '../../../domain/transactions/Transaction';
import { attempt, type Result } from '../../shared/Result';
import { PendingAction, retried } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

export const LIST_TRANSACTIONS = retried<Transaction[]>('listTransactions');

/** A card's transactions, as the issuer lists them; a load that meets Unauthorized is replayed after sign-in. */
@injectable()
export class ListTransactions {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(cardId: string): Promise<Result<Transaction[]>> {
    return this.pending.retryAfterLogin(LIST_TRANSACTIONS, () =>
      attempt(() => this.cards.transactions(cardId)),
    );
  }
}
