import type { Cents } from '../../../../src/domain/money/Cents';

/** A value the feature writes in euros (50, 19.99), in the cents the shop counts in. */
export function centsOf(euros: number): Cents {
  return Math.round(euros * 100);
}

/** Cents the shop holds, in the euros a feature writes. */
export function eurosOf(cents: Cents): number {
  return cents / 100;
}
