import type { Cents } from './Cents';

export type ParseEurosFailure = 'empty' | 'notInteger';

export type ParseEurosResult = { ok: true; cents: Cents } | { ok: false; reason: ParseEurosFailure };

/** Whole euros only: no sign, no decimal separator, no thousands separator. */
const WHOLE_EUROS = /^[0-9]+$/;

/**
 * Reads a whole number of euros typed by a person. Surrounding spaces are ignored and leading
 * zeros are allowed ('007' is 7 euros); anything else that is not plain digits is refused.
 */
export function parseEuros(text: string): ParseEurosResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (!WHOLE_EUROS.test(trimmed)) return { ok: false, reason: 'notInteger' };
  return { ok: true, cents: Number(trimmed) * 100 };
}

/** What a person would type for an amount, which parseEuros reads back: `20` for 2000 cents (to the nearest euro). */
export function formatWholeEuros(cents: Cents): string {
  return String(Math.round(cents / 100));
}
