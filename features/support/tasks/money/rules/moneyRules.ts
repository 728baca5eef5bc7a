import type { Language } from '../../../../../src/domain/language/Language';
import { formatMoney } from '../../../../../src/domain/money/formatMoney';
import { parseEuros } from '../../../../../src/domain/money/parseEuros';
import type { Cents } from '../../../../../src/domain/money/Cents';
import { centsOf } from '../euros';

// The shop's money rules, asked directly: only for the scenarios of a Rule: (amount-display,
// euro-entry), which state how amounts are written and read whatever the screen.

/** An amount of euros as the shop writes it in that language. */
export function amountAsShown(euros: number, language: Language): string {
  return formatMoney(centsOf(euros), language);
}

/** What the shop reads in typed euros: the amount, or why it refuses them, in the feature's words. */
export type TypedEuros = { read: Cents } | { refused: 'empty' | 'not a whole number' };

export function typedEurosRead(typed: string): TypedEuros {
  const parsed = parseEuros(typed);
  if (parsed.ok) return { read: parsed.cents };
  return { refused: parsed.reason === 'empty' ? 'empty' : 'not a whole number' };
}
