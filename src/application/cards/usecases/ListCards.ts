import { inject, injectable } from 'inversify';
import type { Card } from '../../../domain/cards/Card';
import { CurrentConsumer } from '../../consumer/CurrentConsumer';
import { attempt, ok, type Result } from '../../shared/Result';
import { CARD_GATEWAY, type CardGateway, type CardInactivity } from '../ports/CardGateway';

/**
 * The consumer's cards, each with the inactivity-fee data the issuer reports for it. The fee data is
 * read on its own call, which is the one to believe: a card it does not name carries none.
 */
@injectable()
export class ListCards {
  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(CurrentConsumer) private readonly currentConsumer: CurrentConsumer,
  ) {}

  async execute(): Promise<Result<Card[]>> {
    const consumer = await this.currentConsumer.get();
    if (!consumer.ok) return consumer;
    const fees = await attempt(() => this.cards.inactivityFeeData());
    if (!fees.ok) return fees;
    return ok(consumer.value.cards.map((card) => withInactivity(card, fees.value)));
  }
}

function withInactivity(card: Card, fees: readonly CardInactivity[]): Card {
  const fee = fees.find((entry) => entry.id === card.id);
  const inactivityFeeData = fee
    ? { display: fee.display, startingDate: fee.startingDate, feeValue: fee.feeValue }
    : null;
  return { ...card, inactivityFeeData };
}
