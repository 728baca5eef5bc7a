import { inject, injectable } from 'inversify';
import type { Card } from '../../../domain/cards/Card';
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

/** The cards with the fee data the issuer's own fee call reports (the one to believe), none where it names none. */
export function withInactivityFees(cards: readonly Card[], fees: readonly CardInactivity[]): Card[] {
  return cards.map((card) => {
    const fee = fees.find((entry) => entry.id === card.id);
    const inactivityFeeData = fee
      ? { display: fee.display, startingDate: fee.startingDate, feeValue: fee.feeValue }
      : null;
    return { ...card, inactivityFeeData };
  });
}
