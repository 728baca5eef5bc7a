import type { Language } from '../language/Language';
import { numberFormatOf } from '../language/numberFormatOf';
import type { Cents } from './Cents';

/**
 * The amount in euros with the euro sign, in the language's own format: `€50.00` in English,
 * `50,00 €` in French (Intl puts a no-break space U+00A0 before the sign and a narrow no-break
 * space U+202F between thousands). Zero is shown as a plain 0 euros (`€0`, `0 €`) as the spec
 * asks; negative amounts carry a leading minus sign (`-€12.34`, `-12,34 €`).
 */
export function formatMoney(cents: Cents, language: Language): string {
  const isZero = cents === 0;
  const format = numberFormatOf(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: isZero ? 0 : 2,
    maximumFractionDigits: isZero ? 0 : 2,
  });
  // Integer division by 100 keeps 1 cent exact (0.01), which float cents * 0.01 may not.
  return format.format(cents / 100);
}
