import { inject, injectable } from 'inversify';
import type { Card } from '../../../domain/cards/Card';
import { attempt, type Result } from '../../shared/Result';
import { CARD_GATEWAY, type CardGateway } from '../ports/CardGateway';

/** One card, fresh from the issuer. */
@injectable()
export class ReadCard {
  constructor(@inject(CARD_GATEWAY) private readonly cards: CardGateway) {}

  execute(cardId: string): Promise<Result<Card>> {
    return attempt(() => this.cards.get(cardId));
  }
}
