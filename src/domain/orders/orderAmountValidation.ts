import type { Cents } from '../money/Cents';
import { parseEuros } from '../money/parseEuros';
import type { AmountBounds } from './orderAmount';

export type AmountErrorKey =
  'cards.order.required' | 'cards.order.integer' | 'cards.order.min' | 'cards.order.max';

/** A message key, plus the bound in cents for the min and max messages ("at least {bound}"). */
export type AmountError =
  | { key: 'cards.order.required' | 'cards.order.integer' }
  | { key: 'cards.order.min' | 'cards.order.max'; bound: Cents };

function rangeError(cents: Cents, bounds: AmountBounds): AmountError | null {
  if (cents < bounds.min) return { key: 'cards.order.min', bound: bounds.min };
  if (cents > bounds.max) return { key: 'cards.order.max', bound: bounds.max };
  return null;
}

/**
 * Checks an order amount, either as typed (text in euros) or as cents (slider, stored value).
 * Text is checked in the order required, whole euros, minimum, maximum. Cents are checked
 * against the range first, so 499 cents reads "minimum 5 EUR" rather than "whole euros",
 * then for whole euros. Returns null when the amount can be ordered.
 */
export function validateAmount(input: string | Cents, bounds: AmountBounds): AmountError | null {
  if (typeof input === 'string') {
    const parsed = parseEuros(input);
    if (!parsed.ok)
      return { key: parsed.reason === 'empty' ? 'cards.order.required' : 'cards.order.integer' };
    return rangeError(parsed.cents, bounds);
  }
  if (!Number.isFinite(input)) return { key: 'cards.order.required' };
  return rangeError(input, bounds) ?? (input % 100 === 0 ? null : { key: 'cards.order.integer' });
}
