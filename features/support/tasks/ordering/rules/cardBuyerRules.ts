import type { Card } from '../../../../../src/domain/cards/Card';
import { aCard } from '../../../../../src/domain/cards/testing/aCard';
import type { Cents } from '../../../../../src/domain/money/Cents';
import { isCardLimitReached, maxOrderAmountFor } from '../../../../../src/domain/orders/cardLimit';
import { isFirstCard } from '../../../../../src/domain/orders/fees';
import { buildOrderLines } from '../../../../../src/domain/orders/orderLines';
import { priceBreakdown, type PriceBreakdown } from '../../../../../src/domain/orders/priceBreakdown';
import type { Discount } from '../../../../../src/domain/orders/promo';
import { ScenarioKey, type ShopWorld } from '../../../world';
import { centsOf } from '../../money/euros';

// The shop's rules for a card buyer, asked directly: only for the scenarios of a Rule:
// (card-limit, price-breakdown), which state the limits and the price whatever the screen.

const buyerState = new ScenarioKey('card buyer rules', () => ({
  isFullyKnown: false,
  cards: [] as Card[],
  cardValue: 0 as Cents,
  discounts: [] as Discount[],
}));

/** The price of the card the buyer orders, line by line, in cents (discounts below zero). */
export interface PriceAsBroken extends PriceBreakdown {
  /** Whether the order carries a card creation line at all. */
  hasCreationLine: boolean;
}

export class CardBuyerRules {
  constructor(private readonly world: ShopWorld) {}

  private get buyer() {
    return this.world.state(buyerState);
  }

  verifiedFully(isFullyKnown: boolean): void {
    this.buyer.isFullyKnown = isFullyKnown;
  }

  holdsCard(euros: number, isCancelled = false): void {
    const { cards } = this.buyer;
    const id = `card-${cards.length + 1}`;
    const balance = { amount: centsOf(euros) };
    cards.push(aCard({ id, cardId: id, isCancelled, availableBalance: balance, actualBalance: balance }));
  }

  cardCount(): number {
    return this.buyer.cards.length;
  }

  mayBuyAnotherCard(): boolean {
    return !isCardLimitReached(this.buyer);
  }

  /** The most a new card may hold, or null when only the ordering maximum limits it. */
  mostOnNewCard(): Cents | null {
    return maxOrderAmountFor(this.buyer);
  }

  orders(euros: number): void {
    this.buyer.cardValue = centsOf(euros);
  }

  appliesFixedPromo(euros: number): void {
    this.buyer.discounts.push({ kind: 'fixed', code: 'FIXED', value: centsOf(euros) });
  }

  appliesDoubleTheValuePromo(): void {
    this.buyer.discounts.push({ kind: 'double_purchase', code: 'DOUBLE' });
  }

  price(): PriceAsBroken {
    const { cardValue, discounts } = this.buyer;
    const orderLines = buildOrderLines(cardValue, { isFirstCard: isFirstCard(this.buyer) }, discounts);
    const breakdown: PriceBreakdown = priceBreakdown({ orderLines });
    return {
      cardPrice: breakdown.cardPrice,
      creationFee: breakdown.creationFee,
      serviceFee: breakdown.serviceFee,
      discount: breakdown.discount,
      originalDiscount: breakdown.originalDiscount,
      total: breakdown.total,
      hasCreationLine: orderLines.some((line) => line.description === 'card_creation'),
    };
  }
}

export function cardBuyerRules(world: ShopWorld): CardBuyerRules {
  return new CardBuyerRules(world);
}
