import type { i18n } from 'i18next';
import type { Language } from '../../../src/domain/language/Language';
import type { Message } from '../../../src/presentation/messages/Message';
import { messageText } from '../../../src/presentation/messages/messageText';
import { createBundledI18n } from '../../../src/presentation/i18n/testing/createBundledI18n';

// Features compare what the visitor reads with the words of the locale files, never with keys or
// with a copy of the texts kept in a step file.

const instances = new Map<Language, i18n>();

function textsOf(language: Language): i18n {
  let instance = instances.get(language);
  if (instance === undefined) {
    instance = createBundledI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

/** A message as the page shows it in that language (null when the page shows none). */
export function shownText(message: Message | null | undefined, language: Language = 'en'): string | null {
  const texts = textsOf(language);
  return messageText(message, {
    t: (key, values) => texts.t(key, values),
    exists: (key) => texts.exists(key),
    language,
  });
}

/** A locale text by its key, as the page shows it in that language. */
export function localeText(
  key: string,
  language: Language = 'en',
  values: Record<string, string | number> = {},
): string {
  const texts = textsOf(language);
  if (!texts.exists(key)) throw new Error(`no text "${key}" in the ${language} locale files`);
  return texts.t(key, values);
}
