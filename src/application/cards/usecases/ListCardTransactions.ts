import { inject, injectable } from 'inversify';
import { ReadDeclinedKycTransactions } from '../../kyc/usecases/ReadDeclinedKycTransactions';
import { PendingAction, retried } from '../../session/PendingAction';
import { attempt, ok, type Result } from '../../shared/Result';
import type { CardTransaction } from '../CardTransaction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

export const LIST_CARD_TRANSACTIONS = retried<CardTransaction[]>('listTransactions');

/**
 * A card's transactions, as the issuer lists them (newest first), each flagged for the identity check.
 * A list that meets Unauthorized is replayed after sign-in.
 */
@injectable()
export class ListCardTransactions {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(ReadDeclinedKycTransactions) private readonly declinedKyc: ReadDeclinedKycTransactions,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(cardId: string): Promise<Result<CardTransaction[]>> {
    return this.pending.retryAfterLogin(LIST_CARD_TRANSACTIONS, async () => {
      const listed = await attempt(() => this.cards.transactions(cardId));
      if (!listed.ok) return listed;
      const identityCheckDeclined = (await this.declinedKyc.orNone()).length > 0;
      return ok(listed.value.map((transaction) => ({ ...transaction, identityCheckDeclined })));
    });
  }
}
