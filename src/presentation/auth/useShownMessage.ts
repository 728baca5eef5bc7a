import { useTranslation } from 'react-i18next';
import type { ShownMessage } from './authMessages';

/**
 * The text of a presenter's message: its translation, or the server's own words when the server
 * answered a key or a sentence no locale file translates.
 */
export function useShownMessage(): (message: ShownMessage) => string {
  const { t, i18n } = useTranslation();
  return (message) => {
    if ('text' in message) return message.text;
    return i18n.exists(message.key) ? t(message.key, message.values ?? {}) : message.key;
  };
}
