import type { Language } from '../../../domain/language/Language';
import { localeTree, type LocaleFiles, type Translations } from '../localeTree';
import { EN_FILES } from '../texts/en';
import { FR_FILES } from '../texts/fr';

/**
 * Every locale file of both languages, at hand at once: for the tests, the feature tasks and the
 * browser journeys, which read the texts in Node. The app itself loads only the language it shows
 * (loadTexts.ts). A test checks that every file in locales/ is listed and that both languages have
 * the same keys.
 */
export const LOCALE_FILES: Record<Language, LocaleFiles> = { en: EN_FILES, fr: FR_FILES };

export function translationsFor(language: Language): Translations {
  return localeTree(LOCALE_FILES[language]);
}
