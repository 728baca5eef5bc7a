import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { CARD_GATEWAY, type CardGateway, type CardInactivity } from '../ports/CardGateway';

/** The inactivity-fee data of the consumer's cards, one entry per card the issuer names. */
@injectable()
export class ReadInactivityFees {
  constructor(@inject(CARD_GATEWAY) private readonly cards: CardGateway) {}

  execute(): Promise<Result<CardInactivity[]>> {
    return attempt(() => this.cards.inactivityFeeData());
  }
}
