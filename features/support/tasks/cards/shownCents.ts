import assert from 'node:assert/strict';
import type { Cents } from '../../../../src/domain/money/Cents';

/**
 * An amount as the cards screen shows it (€19.00, 19,00 €, €0), read back in cents: its digits
 * (amounts show two decimals, zero a plain 0, and a card never shows less than nothing).
 */
export function shownCents(shown: string): Cents {
  const digits = shown.replace(/\D/g, '');
  assert.ok(digits !== '', `no amount in "${shown}"`);
  return Number(digits);
}
