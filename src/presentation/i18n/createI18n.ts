import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../domain/language/Language';
import { translationsFor } from './resources';

/** An i18next instance with every locale bundled, so switching language never waits on the network. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: translationsFor(lng) }])),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
