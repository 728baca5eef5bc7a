import type { Language } from './Language';
import { numberFormatOf } from './numberFormatOf';

/** A plain number as the language writes it: 1,284 and 4.7 in English, 1 284 and 4,7 in French. */
export function formatNumber(value: number, language: Language): string {
  return numberFormatOf(language).format(value);
}

/** A percentage given in percent (5 → 5%), to two decimals at most: 5% in English, 5 % in French. */
export function formatPercent(percent: number, language: Language): string {
  return numberFormatOf(language, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}
