import type { Cents } from './Cents';

/** Euros as the order-creation call expects them (SPEC section 7 sends the amount in euros). */
export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

/** Cents from a euro value, rounded to the nearest cent so float noise (19.99 * 100) never leaks in. */
export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}
