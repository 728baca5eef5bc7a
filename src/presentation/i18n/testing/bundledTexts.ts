// A test's texts at hand from the start, antd's and dayjs's included (the app downloads them: loadTexts.ts).
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import 'dayjs/locale/fr';
import type { Language } from '../../../domain/language/Language';
import type { LanguageTexts } from '../loadTexts';
import { translationsFor } from './resources';

/** antd's texts in each language, for tests that render views without the app's shell. */
export const ANTD_LOCALES = { en: enUS, fr: frFR };

/** Every text of a language, for `new AppTexts(language, bundledTexts(language))`. */
export function bundledTexts(language: Language): LanguageTexts {
  return { translations: translationsFor(language), antdLocale: ANTD_LOCALES[language] };
}
