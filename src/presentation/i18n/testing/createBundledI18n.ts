import type { i18n } from 'i18next';
import { LANGUAGES, type Language } from '../../../domain/language/Language';
import { createI18n } from '../createI18n';
import { translationsFor } from './resources';

/** An i18next instance with both languages' texts at hand: for tests and the feature tasks, never the app. */
export function createBundledI18n(language: Language): i18n {
  return createI18n(language, Object.fromEntries(LANGUAGES.map((lng) => [lng, translationsFor(lng)])));
}
