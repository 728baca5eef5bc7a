import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../domain/language/Language';
import type { Translations } from './localeTree';

/** An i18next instance speaking the language, with the texts at hand (the app starts with its own only). */
export function createI18n(language: Language, texts: Partial<Record<Language, Translations>>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(Object.entries(texts).map(([lng, translation]) => [lng, { translation }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
