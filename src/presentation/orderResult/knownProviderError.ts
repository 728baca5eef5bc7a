import { messageOf, type Message } from '../messages/Message';

/**
 * The payment errors of SPEC section 8 the provider may name in the address (error/{errorMessage}),
 * by their words or their code, lower-cased: only these reach the page, in the page's language.
 */
const KNOWN_PROVIDER_ERRORS: Readonly<Record<string, string>> = {
  'order already paid': 'payment.errors.orderPaid',
  orderpaid: 'payment.errors.orderPaid',
  'the order has been blocked': 'payment.errors.orderBlocked',
  orderblocked: 'payment.errors.orderBlocked',
  'the order has been flagged as suspicious': 'payment.errors.orderSuspicious',
  ordersuspicious: 'payment.errors.orderSuspicious',
};

/**
 * The shop's own text for an error the address names, or null: anyone can write an address, so
 * words from it are never shown as they are (a forged link could put any sentence on the page).
 */
export function knownProviderError(fromAddress: string): Message | null {
  const key = KNOWN_PROVIDER_ERRORS[fromAddress.trim().toLowerCase()];
  return key === undefined ? null : messageOf(key);
}
