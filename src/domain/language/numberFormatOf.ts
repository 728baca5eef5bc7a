import type { Language } from './Language';
import { LOCALE_OF } from './localeOf';

const built = new Map<string, Intl.NumberFormat>();

/**
 * The language's Intl.NumberFormat for these options, built once and reused: building one costs far
 * more than formatting with it, and a page formats hundreds of amounts.
 */
export function numberFormatOf(
  language: Language,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = built.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(LOCALE_OF[language], options);
    built.set(key, format);
  }
  return format;
}
