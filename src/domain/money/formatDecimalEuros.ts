import type { Language } from '../language/Language';
import { numberFormatOf } from '../language/numberFormatOf';
import type { Cents } from './Cents';

/**
 * The amount in euros as a bare number in the language's decimal format, for spreadsheets to read
 * as a number: `1234.56` in English, `1234,56` in French. Always two decimals (zero too), no euro
 * sign and no thousands separator, which would make a spreadsheet read it as text.
 */
export function formatDecimalEuros(cents: Cents, language: Language): string {
  const format = numberFormatOf(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  return format.format(cents / 100);
}
