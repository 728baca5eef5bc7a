import type { Cents } from '../../domain/money/Cents';

/** A value a message names: a number or a word as it is, or an amount, shown in euros in the page's language. */
export type MessageValue = string | number | { cents: Cents };

/**
 * Something to tell the user: a locale key with its values, the server's own words, or both (key first).
 * The bounds a validation rule names ({{min}}, {{max}}…) need not be given: the renderer adds them.
 */
export interface Message {
  readonly key?: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
  /** The server's own words: shown as they are, never used as a key. */
  readonly detail?: string;
  /** The key came from the server (a field's message): one no locale file has is the server's own words. */
  readonly fromServer?: true;
}

export function messageOf(key: string, values?: Readonly<Record<string, MessageValue>>): Message {
  return values === undefined ? { key } : { key, values };
}

export function serverWords(text: string): Message {
  return { detail: text };
}

/** A field's message as the server named it: a locale key (SPEC section 8), or its own words. */
export function serverFieldMessage(keyOrWords: string): Message {
  return { key: keyOrWords, fromServer: true };
}
