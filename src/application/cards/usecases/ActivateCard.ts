import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { LoadConsumer } from '../../consumer/usecases/LoadConsumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction, retried } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';
import { doneMeanwhile } from './doneMeanwhile';

export const ACTIVATE_CARD = retried<Consumer>('activateCard');

/**
 * Activates a card issued inactive, online, as the terms say (decided: SPEC section 7 has no such
 * call); the consumer comes back with the card ACTIVE. Replayed after sign-in on Unauthorized, as
 * blocking and unblocking are: the consumer asked for it from the Cards screen and should not have
 * to ask twice. A refusal may mean it was done meanwhile (doneMeanwhile).
 */
@injectable()
export class ActivateCard {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
  ) {}

  async execute(cardId: string): Promise<Result<Consumer>> {
    const result = await this.pending.retryAfterLogin(ACTIVATE_CARD, () =>
      attempt(async () => {
        const consumer = await this.cards.activate(cardId);
        this.session.store(consumer);
        return consumer;
      }),
    );
    return doneMeanwhile(
      result,
      cardId,
      this.loadConsumer,
      (card) => card.state === 'ACTIVE' && !card.isBlocked && !card.isCancelled,
    );
  }
}
