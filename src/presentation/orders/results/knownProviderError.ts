import { knownPaymentError } from '../../../domain/orders/knownPaymentError';
import { messageOf, serverWords, type Message } from '../../messages/Message';

/**
 * The shop's own text for a payment error it knows, or null. Anyone can write an address, so words
 * from one are never shown as they are (a forged link could put any sentence on the page).
 */
export function knownProviderError(words: string): Message | null {
  const code = knownPaymentError(words);
  return code === null ? null : messageOf(`payment.errors.${code}`);
}

/** What the server says went wrong: the shop's text for an error it knows, else its own words (none if blank). */
export function orderErrorWords(words: string): Message | null {
  const trimmed = words.trim();
  return knownProviderError(trimmed) ?? (trimmed === '' ? null : serverWords(trimmed));
}
