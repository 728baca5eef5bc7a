import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

/**
 * Unblocks a card the consumer blocked; the consumer comes back with the card usable again.
 * Replayed after sign-in on Unauthorized, as blocking is: the consumer asked for it from the Cards
 * screen and should not have to ask twice.
 */
@injectable()
export class UnblockCard {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(cardId: string): Promise<Result<Consumer>> {
    return this.pending.retryAfterLogin('unblockCard', () =>
      attempt(async () => {
        const consumer = await this.cards.unblock(cardId);
        this.session.store(consumer);
        return consumer;
      }),
    );
  }
}
