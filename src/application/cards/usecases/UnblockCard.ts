import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { LoadConsumer } from '../../consumer/usecases/LoadConsumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction, retried } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';
import { doneMeanwhile } from './doneMeanwhile';

export const UNBLOCK_CARD = retried<Consumer>('unblockCard');

/**
 * Unblocks a card the consumer blocked; the consumer comes back with the card usable again.
 * Replayed after sign-in on Unauthorized, as blocking is: the consumer asked for it from the Cards
 * screen and should not have to ask twice. A refusal may mean it was done meanwhile (doneMeanwhile).
 */
@injectable()
export class UnblockCard {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
  ) {}

  async execute(cardId: string): Promise<Result<Consumer>> {
    const result = await this.pending.retryAfterLogin(UNBLOCK_CARD, () =>
      attempt(async () => {
        const consumer = await this.cards.unblock(cardId);
        this.session.store(consumer);
        return consumer;
      }),
    );
    return doneMeanwhile(result, cardId, this.loadConsumer, (card) => !card.isBlocked && !card.isCancelled);
  }
}
