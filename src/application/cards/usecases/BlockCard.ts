import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

/** Blocks a card at once; the consumer comes back with the card blocked. Replayed after sign-in on Unauthorized. */
@injectable()
export class BlockCard {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(cardId: string): Promise<Result<Consumer>> {
    return this.pending.retryAfterLogin('blockCard', () =>
      attempt(async () => {
        const consumer = await this.cards.block(cardId);
        this.session.store(consumer);
        return consumer;
      }),
    );
  }
}
