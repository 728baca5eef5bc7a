import type { Language } from './Language';
import { preferredLanguage } from './preferredLanguage';

/**
 * The language to show: the visitor's stored choice wins; until they make one, the browser's preferred
 * languages decide (preferredLanguage.ts).
 */
export function languageToShow(stored: Language | null, browserLanguages: readonly string[]): Language {
  return stored ?? preferredLanguage(browserLanguages);
}
