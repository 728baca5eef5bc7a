import type { KycLevel } from '../consumer/Consumer';

/**
 * What the cards screen offers for buying another card: the buy action, the level-1 prompt to verify
 * identity when the card limit hides buying, or nothing.
 */
export type BuyCardOffer = 'buy' | 'kycUpgrade' | 'none';

/** The part of a consumer the offer reads. */
export interface BuyingConsumer {
  isCardLimitReached: boolean;
  kycLevel: KycLevel;
}

/**
 * SPEC sections 2 and 6: the card limit hides buying more cards, and level-1 consumers are warned
 * and pointed to the identity upgrade. Decision: a consumer at the limit at any other level (the
 * spec names none) is offered nothing rather than a prompt that does not apply to them.
 */
export function buyCardOffer(consumer: BuyingConsumer | null): BuyCardOffer {
  if (consumer === null) return 'none';
  if (!consumer.isCardLimitReached) return 'buy';
  return consumer.kycLevel === 1 ? 'kycUpgrade' : 'none';
}
