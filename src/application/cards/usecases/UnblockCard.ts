import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

/** Unblocks a card the consumer blocked; the consumer comes back with the card usable again. */
@injectable()
export class UnblockCard {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  execute(cardId: string): Promise<Result<Consumer>> {
    return attempt(async () => {
      const consumer = await this.cards.unblock(cardId);
      this.session.store(consumer);
      return consumer;
    });
  }
}
