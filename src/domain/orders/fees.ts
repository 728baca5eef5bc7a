import type { Cents } from '../money/Cents';

/** Every card after the first costs 2.50 EUR to create. */
export const CARD_CREATION_FEE: Cents = 250;
/** The service fee is 5% of the chosen card value. */
export const SERVICE_FEE_PERCENT = 5;
export const SERVICE_FEE_RATE = SERVICE_FEE_PERCENT / 100;

/**
 * A consumer's first card is free to create. Cancelled cards still count as cards the consumer
 * had, so only a consumer who never had any card gets the free one.
 */
export function isFirstCard(consumer: { cards: readonly unknown[] }): boolean {
  return consumer.cards.length === 0;
}

export function creationFee(options: { isFirstCard: boolean }): Cents {
  return options.isFirstCard ? 0 : CARD_CREATION_FEE;
}

/**
 * 5% of the card value, the creation fee excluded, rounded half up to the nearest cent
 * (10.10 EUR → 50.5 cents → 51 cents). cardValue * 5 is an exact integer and a half cent
 * divides out exactly, so Math.round applies the half-up rule without float drift.
 */
export function serviceFee(cardValue: Cents): Cents {
  return Math.round((cardValue * SERVICE_FEE_PERCENT) / 100);
}
