import type { Amount, Cents } from '../money/Cents';

/** Spending is stored negative; the shop shows every amount without its sign. */
export function absoluteAmount(amount: Amount): Cents {
  return Math.abs(amount.amount);
}

/** Money that came onto the card (a refund, a transfer received): stored positive. */
export function isMoneyIn(amount: Amount): boolean {
  return amount.amount > 0;
}
