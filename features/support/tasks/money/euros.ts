import type { Cents } from '../../../../src/domain/money/Cents';

/** A value the feature writes in euros (50, 19.99), in the cents the shop counts in. */
export function centsOf(euros: number): Cents {
  return Math.round(euros * 100);
}
