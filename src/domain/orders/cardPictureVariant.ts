import type { Cents } from '../money/Cents';
import { LANDING_ORDER_AMOUNT_MAX } from './orderAmount';

/** The two pictures of the card the order box shows (SPEC section 9): up to 150 EUR, and up to 200 EUR. */
export type CardPictureVariant = 'upTo150' | 'upTo200';

/**
 * The picture for the box's maximum: SPEC section 9 switches it by a maximum of 200 versus 150 EUR.
 * Anything above the landing's 150 EUR (the ordering flow's 200, or a cap between the two) shows the
 * 200 picture; 150 and any lower cap, the 150 one.
 */
export function cardPictureVariant(max: Cents): CardPictureVariant {
  return max > LANDING_ORDER_AMOUNT_MAX ? 'upTo200' : 'upTo150';
}
