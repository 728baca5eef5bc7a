import { messageValues } from '../../domain/consumer/forms/messageValues';
import type { Language } from '../../domain/language/Language';
import { formatMoney } from '../../domain/money/formatMoney';
import type { Message, MessageValue } from './Message';

/** What a message is rendered with: the language's texts and the language itself. */
export interface MessageTexts {
  t(key: string, values: Record<string, string | number>): string;
  exists(key: string): boolean;
  language: Language;
}

function shown(value: MessageValue, language: Language): string | number {
  return typeof value === 'object' ? formatMoney(value.cents, language) : value;
}

/**
 * A message as the visitor reads it: the key's text with its rule's bounds and its values (amounts in the
 * language's format), then the server's words. A server's key the locales do not know is its own words.
 */
export function messageText(message: Message | null | undefined, texts: MessageTexts): string | null {
  if (!message) return null;
  const parts: string[] = [];
  if (message.key !== undefined && message.fromServer && !texts.exists(message.key)) {
    parts.push(message.key);
  } else if (message.key !== undefined) {
    const values: Record<string, string | number> = { ...messageValues(message.key) };
    for (const [name, value] of Object.entries(message.values ?? {}))
      values[name] = shown(value, texts.language);
    parts.push(texts.t(message.key, values));
  }
  if (message.detail) parts.push(message.detail);
  return parts.join(' ');
}
