import type { Amount, Cents } from '../money/Cents';

/** The smallest card value anyone can order: 5 EUR. */
export const ORDER_AMOUNT_MIN: Cents = 500;
/** The value the order box starts with: 20 EUR. */
export const ORDER_AMOUNT_DEFAULT: Cents = 2000;
/** The landing page's order box stops at 150 EUR. */
export const LANDING_ORDER_AMOUNT_MAX: Cents = 15000;
/** The ordering flow (payment page, buy new card) stops at 200 EUR unless the consumer is capped lower. */
export const ORDERING_ORDER_AMOUNT_MAX: Cents = 20000;

/** Where the amount is chosen: the two places the spec gives different maximums for. */
export type AmountContext = 'landing' | 'ordering';

export interface AmountBounds {
  min: Cents;
  max: Cents;
}

/** The part of a consumer that caps orders. */
export interface OrderCap {
  maxAllowedAmount: Amount | null;
}

const CONTEXT_MAX: Record<AmountContext, Cents> = {
  landing: LANDING_ORDER_AMOUNT_MAX,
  ordering: ORDERING_ORDER_AMOUNT_MAX,
};

/** Order amounts are whole euros (typed so, and the slider's step). */
export const ORDER_AMOUNT_STEP: Cents = 100;

/** Amounts are typed in whole euros, so a cap such as 50.01 EUR can only ever allow 50 EUR. */
function roundDownToWholeEuros(cents: Cents): Cents {
  return Math.floor(cents / ORDER_AMOUNT_STEP) * ORDER_AMOUNT_STEP;
}

/**
 * The range of card values offered in a context. A consumer's maxAllowedAmount can only lower
 * the maximum, is rounded down to whole euros, and never pushes the maximum below the minimum:
 * a cap under 5 EUR leaves a single choice, 5 EUR, and the server has the final word.
 */
export function amountBounds(context: AmountContext, consumer?: OrderCap | null): AmountBounds {
  const contextMax = CONTEXT_MAX[context];
  const cap = consumer?.maxAllowedAmount?.amount;
  const capped = cap === undefined ? contextMax : Math.min(contextMax, roundDownToWholeEuros(cap));
  return { min: ORDER_AMOUNT_MIN, max: Math.max(ORDER_AMOUNT_MIN, capped) };
}

/** The value shown when the field loses focus: pulled back inside the bounds. */
export function clampAmount(cents: Cents, bounds: AmountBounds): Cents {
  return Math.min(bounds.max, Math.max(bounds.min, cents));
}

/** The whole euros nearest to `cents` inside the bounds: what a point on the amount's slider stands for. */
export function nearestOrderAmount(cents: Cents, bounds: AmountBounds): Cents {
  return clampAmount(Math.round(cents / ORDER_AMOUNT_STEP) * ORDER_AMOUNT_STEP, bounds);
}

/** The starting value: 20 EUR, or the maximum when the consumer is capped below it. */
export function defaultOrderAmount(bounds: AmountBounds): Cents {
  return clampAmount(ORDER_AMOUNT_DEFAULT, bounds);
}
