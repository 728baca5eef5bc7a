import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOCK } from '../../application/shared/Clock';
import { useInstance } from '../shell/ContainerContext';
import { landingValues } from './landingValues';
import { useLanguage } from '../i18n/useLanguage';

/** The landing's words, with the figures they quote (formatted for the language) filled in. */
export function useLandingText(): (key: string) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  const clock = useInstance(CLOCK);
  const values = useMemo(() => landingValues(language, clock.now()), [language, clock]);
  return (key) => t(key, values);
}
