import { messageOf, serverWords, type Message } from '../../messages/Message';

/**
 * The payment errors of SPEC section 8 the provider may name in the address (error/{errorMessage})
 * or the server may report (GET /api/order/{id}/error), by their code (a key below
 * `payment.errors`) or their words, matched without case or a closing full stop.
 */
const KNOWN_PROVIDER_ERRORS: Readonly<Record<string, string>> = {
  paymentDeclined: 'the payment was declined by the provider',
  orderPaid: 'order already paid',
  orderBlocked: 'the order has been blocked',
  orderSuspicious: 'the order has been flagged as suspicious',
  amountChanged:
    'the amount to pay changed after the payment was opened: nothing was charged. please pay again',
  accountLimitReached:
    'this card would take the account over its limit without full kyc: nothing was charged',
};

/**
 * The shop's own text for a payment error it knows, or null. Anyone can write an address, so words
 * from one are never shown as they are (a forged link could put any sentence on the page).
 */
export function knownProviderError(words: string): Message | null {
  const said = words.trim().replace(/\.$/, '').toLowerCase();
  const code = Object.keys(KNOWN_PROVIDER_ERRORS).find(
    (known) => known.toLowerCase() === said || KNOWN_PROVIDER_ERRORS[known] === said,
  );
  return code === undefined ? null : messageOf(`payment.errors.${code}`);
}

/** What the server says went wrong: the shop's text for an error it knows, else its own words (none if blank). */
export function orderErrorWords(words: string): Message | null {
  const trimmed = words.trim();
  return knownProviderError(trimmed) ?? (trimmed === '' ? null : serverWords(trimmed));
}
