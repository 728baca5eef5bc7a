import { inject, injectable } from 'inversify';
import type { Card } from '../../../domain/cards/Card';
import { CLOCK, type Clock } from '../../shared/Clock';
import { attempt, type Result } from '../../shared/Result';
import { CARD_GATEWAY, type CardGateway, type CardInactivity } from '../ports/CardGateway';

/** How long a read started ahead waits to be taken; a later visit reads afresh. */
export const READ_AHEAD_KEPT_MS = 30_000;

/**
 * The inactivity-fee data of the consumer's cards, one entry per card the issuer names. One for the
 * visit: the Cards route starts the read ahead, while the consumer is being loaded, rather than after it
 * (issue 42: the notice waited for the consumer's answer, then for its own).
 */
@injectable('Singleton')
export class ReadInactivityFees {
  private ahead: { result: Promise<Result<CardInactivity[]>>; at: number } | null = null;

  constructor(
    @inject(CARD_GATEWAY) private readonly cards: CardGateway,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(): Promise<Result<CardInactivity[]>> {
    return attempt(() => this.cards.inactivityFeeData());
  }

  /** Starts the read for the page about to ask (once, however often the route is entered meanwhile). */
  readAhead(): void {
    if (this.ahead === null || !this.fresh(this.ahead.at))
      this.ahead = { result: this.execute(), at: this.clock.now().getTime() };
  }

  /** The read started ahead, taken once while fresh; else a new one. */
  read(): Promise<Result<CardInactivity[]>> {
    const ahead = this.ahead;
    this.ahead = null;
    return ahead !== null && this.fresh(ahead.at) ? ahead.result : this.execute();
  }

  private fresh(at: number): boolean {
    return this.clock.now().getTime() - at < READ_AHEAD_KEPT_MS;
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
