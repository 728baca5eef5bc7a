import { messageOf, serverWords, type Message } from '../../messages/Message';

/**
 * The payment errors of SPEC section 8 the provider may name in the address (error/{errorMessage}),
 * and what the server reports (GET /api/order/{id}/error): the provider's decline, or money refused
 * at settlement because the amount changed or the card would break the level-1 limits; by their
 * words (without a closing full stop) or their code, lower-cased: shown in the page's language.
 */
const KNOWN_PROVIDER_ERRORS: Readonly<Record<string, string>> = {
  'the payment was declined by the provider': 'payment.errors.paymentDeclined',
  paymentdeclined: 'payment.errors.paymentDeclined',
  'order already paid': 'payment.errors.orderPaid',
  orderpaid: 'payment.errors.orderPaid',
  'the order has been blocked': 'payment.errors.orderBlocked',
  orderblocked: 'payment.errors.orderBlocked',
  'the order has been flagged as suspicious': 'payment.errors.orderSuspicious',
  ordersuspicious: 'payment.errors.orderSuspicious',
  'the amount to pay changed after the payment was opened: nothing was charged. please pay again':
    'payment.errors.amountChanged',
  amountchanged: 'payment.errors.amountChanged',
  'this card would take the account over its limit without full kyc: nothing was charged':
    'payment.errors.accountLimitReached',
  accountlimitreached: 'payment.errors.accountLimitReached',
};

/**
 * The shop's own text for a payment error it knows, or null. Anyone can write an address, so words
 * from one are never shown as they are (a forged link could put any sentence on the page); the
 * server's words for an error the shop knows are shown in the shop's text, in the page's language.
 */
export function knownProviderError(words: string): Message | null {
  const key = KNOWN_PROVIDER_ERRORS[words.trim().replace(/\.$/, '').toLowerCase()];
  return key === undefined ? null : messageOf(key);
}

/** What the server says went wrong: the shop's text for an error it knows, else its own words (none if blank). */
export function orderErrorWords(words: string): Message | null {
  const trimmed = words.trim();
  return knownProviderError(trimmed) ?? (trimmed === '' ? null : serverWords(trimmed));
}
