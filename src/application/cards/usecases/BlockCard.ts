import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { LoadConsumer } from '../../consumer/usecases/LoadConsumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction, retried } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

export const BLOCK_CARD = retried<Consumer>('blockCard');

/**
 * Blocks a card at once; the consumer comes back with the card blocked. Replayed after sign-in on
 * Unauthorized. Refused by the issuer (400, 409: the card was blocked or deactivated meanwhile, from
 * another tab or device), the consumer is read again so that the screens show the card as it now is;
 * the refusal is still the answer.
 */
@injectable()
export class BlockCard {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
  ) {}

  async execute(cardId: string): Promise<Result<Consumer>> {
    const result = await this.pending.retryAfterLogin(BLOCK_CARD, () =>
      attempt(async () => {
        const consumer = await this.cards.block(cardId);
        this.session.store(consumer);
        return consumer;
      }),
    );
    // Whether the profile could be read again or not, the refusal is what the consumer is told.
    if (!result.ok && result.error.kind === 'InvalidFields') await this.loadConsumer.execute();
    return result;
  }
}
