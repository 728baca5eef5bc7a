import { useTranslation } from 'react-i18next';
import { messageValues } from '../../domain/consumer/forms/messageValues';
import type { Language } from '../../domain/language/Language';
import { formatMoney } from '../../domain/money/formatMoney';
import { useLanguage } from '../i18n/useLanguage';
import type { Message, MessageValue } from './Message';

function shown(value: MessageValue, language: Language): string | number {
  return typeof value === 'object' ? formatMoney(value.cents, language) : value;
}

/**
 * The one renderer of messages, for alerts and field errors alike: the key's text, with the bounds
 * its rule names and the message's own values (amounts in the page's language), then the server's words.
 */
export function useMessageText(): (message: Message | null | undefined) => string | null {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  return (message) => {
    if (!message) return null;
    const parts: string[] = [];
    if (message.key !== undefined && message.fromServer && !i18n.exists(message.key)) {
      parts.push(message.key);
    } else if (message.key !== undefined) {
      const values: Record<string, string | number> = { ...messageValues(message.key) };
      for (const [name, value] of Object.entries(message.values ?? {})) values[name] = shown(value, language);
      parts.push(t(message.key, values));
    }
    if (message.detail) parts.push(message.detail);
    return parts.join(' ');
  };
}
