import type { Language } from '../language/Language';
import { LOCALE_OF } from '../language/localeOf';

const MMYY = /^(\d{2})(\d{2})$/;

/**
 * The card's MMYY expiry shown as MM/YY ('1227' → '12/27').
 * Decision: anything that is not exactly four digits is shown unchanged rather than hidden.
 */
export function formatExpiry(expireDate: string): string {
  const match = MMYY.exec(expireDate);
  if (!match) return expireDate;
  return `${match[1] ?? ''}/${match[2] ?? ''}`;
}

const MONTH_AND_YEAR: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat(LOCALE_OF.en, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat(LOCALE_OF.fr, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * The expiry as a person says it, for screen readers ('0327' → 'March 2027', 'mars 2027'): read
 * aloud, '03/27' is "zero three slash twenty-seven". Card years are 20YY.
 * Decision: an expiry that is not a valid MMYY is read as `formatExpiry` shows it.
 */
export function expiryInWords(expireDate: string, language: Language): string {
  const match = MMYY.exec(expireDate);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return formatExpiry(expireDate);
  return MONTH_AND_YEAR[language].format(Date.UTC(2000 + Number(match[2]), month - 1, 1));
}
