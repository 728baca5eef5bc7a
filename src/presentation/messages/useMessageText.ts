import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/useLanguage';
import type { Message } from './Message';
import { messageText } from './messageText';

/** The one renderer of messages in the views, for alerts and field errors alike (see messageText). */
export function useMessageText(): (message: Message | null | undefined) => string | null {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (message) =>
    messageText(message, { t: (key, values) => t(key, values), exists: (key) => i18n.exists(key), language });
}
