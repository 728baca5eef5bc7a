import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { LoadConsumer } from '../../consumer/usecases/LoadConsumer';
import { attempt, ok, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction } from '../../session/PendingAction';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

/**
 * Activates a card issued inactive, online, as the terms say (decided: SPEC section 7 has no such
 * call); the consumer comes back with the card ACTIVE. Replayed after sign-in on Unauthorized, as
 * blocking and unblocking are: the consumer asked for it from the Cards screen and should not have
 * to ask twice. Refused by the issuer (400, 409), the consumer is read again: a card another tab or
 * device activated meanwhile is what was asked for, so that is done; otherwise the refusal is the answer.
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
    const result = await this.pending.retryAfterLogin('activateCard', () =>
      attempt(async () => {
        const consumer = await this.cards.activate(cardId);
        this.session.store(consumer);
        return consumer;
      }),
    );
    if (result.ok || result.error.kind !== 'InvalidFields') return result;
    const reread = await this.loadConsumer.execute();
    if (!reread.ok) return result;
    const card = reread.value.cards.find((candidate) => candidate.id === cardId);
    const active = card !== undefined && card.state === 'ACTIVE' && !card.isBlocked && !card.isCancelled;
    return active ? ok(reread.value) : result;
  }
}
