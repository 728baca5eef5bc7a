import { useMemo } from 'react';
import type { Language } from '../../domain/language/Language';
import { landingValues } from './landingValues';
import { useLanguage } from '../i18n/useLanguage';

/** The current language and the figures the landing texts quote, formatted for it. */
export function useLandingValues(): { language: Language; values: Record<string, string> } {
  const language = useLanguage();
  const values = useMemo(() => landingValues(language, new Date()), [language]);
  return { language, values };
}
