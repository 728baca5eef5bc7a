import type { Amount, Cents } from '../money/Cents';

/** Spending is stored negative; the shop shows every amount without its sign. */
export function absoluteAmount(amount: Amount): Cents {
  return Math.abs(amount.amount);
}
