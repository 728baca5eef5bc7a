import { DEFAULT_LANGUAGE, isLanguage, type Language } from './Language';

/**
 * The shop's language for a first visit: the first of the browser's preferred languages (BCP 47
 * tags, most preferred first) that the shop speaks, by its primary subtag (en-US, en-GB → en; fr-CA
 * → fr); French, the country default, when none is English or French.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
