import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language/Language';
import { landingValues } from './landingValues';

/** The current language and the figures the landing texts quote, formatted for it. */
export function useLandingValues(): { language: Language; values: Record<string, string> } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const values = useMemo(() => landingValues(language, new Date()), [language]);
  return { language, values };
}
