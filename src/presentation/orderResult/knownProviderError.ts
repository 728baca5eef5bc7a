import { messageOf, type Message } from '../messages/Message';

/**
 * The payment errors of SPEC section 8 the provider may name in the address (error/{errorMessage}),
 * and the provider's decline the server reports (GET /api/order/{id}/error), by their words (without
 * a closing full stop) or their code, lower-cased: shown in the page's language.
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
