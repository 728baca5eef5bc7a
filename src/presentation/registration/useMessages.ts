import { useTranslation } from 'react-i18next';
import { messageValues } from '../../domain/consumer/forms/messageValues';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../domain/language/Language';
import type { Failure } from '../verification/failure';

/**
 * Translation helpers for forms: a rule's message key with the bound it names ({{max}} …), a
 * server message that may be a key or the server's own words, and a failure (key text, then words).
 */
export function useMessages() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  /** A rule's message, or the server's own words when they are not a known key. */
  const message = (key: string): string => (i18n.exists(key) ? t(key, messageValues(key)) : key);
  const failure = (shown: Failure): string =>
    [shown.key ? t(shown.key) : null, shown.detail].filter((part) => part !== null).join(' ');
  return { t, language, message, failure };
}
