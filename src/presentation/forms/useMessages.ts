import { useTranslation } from 'react-i18next';
import { messageValues } from '../../domain/consumer/forms/messageValues';
import type { Failure, ShownMessage } from './messages';
import { useLanguage } from '../i18n/useLanguage';

/**
 * The texts of the messages presenters give forms: a rule's message key with the bound it names
 * ({{max}} …), a shown message (a key with its values, or the server's words), and a failure (the
 * key's text, then the server's words). A key no locale file has is the server's own words.
 */
export function useMessages() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const message = (key: string): string => (i18n.exists(key) ? t(key, messageValues(key)) : key);
  const shown = (shownMessage: ShownMessage | null): string | null => {
    if (shownMessage === null) return null;
    if ('text' in shownMessage) return shownMessage.text;
    const { key, values } = shownMessage;
    return i18n.exists(key) ? t(key, values ?? {}) : key;
  };
  const failure = (failed: Failure): string =>
    [failed.key ? t(failed.key) : null, failed.detail].filter((part) => part !== null).join(' ');
  return { t, language, message, shown, failure };
}
