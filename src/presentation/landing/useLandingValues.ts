import { useMemo } from 'react';
import { CLOCK } from '../../application/shared/Clock';
import { useInstance } from '../shell/ContainerContext';
import type { Language } from '../../domain/language/Language';
import { landingValues } from './landingValues';
import { useLanguage } from '../i18n/useLanguage';

/** The current language and the figures the landing texts quote, formatted for it. */
export function useLandingValues(): { language: Language; values: Record<string, string> } {
  const language = useLanguage();
  const clock = useInstance(CLOCK);
  const values = useMemo(() => landingValues(language, clock.now()), [language, clock]);
  return { language, values };
}
