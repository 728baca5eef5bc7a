import { inject, injectable } from 'inversify';
import type { Transaction } from '../../../domain/transactions/Transaction';
import { attempt, type Result } from '../../shared/Result';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

/** A card's transactions, as the issuer lists them. */
@injectable()
export class ListTransactions {
  constructor(@inject(CARD_GATEWAY) private readonly cards: CardGateway) {}

  execute(cardId: string): Promise<Result<Transaction[]>> {
    return attempt(() => this.cards.transactions(cardId));
  }
}
