/**
 * The payment errors of SPEC section 8 the provider may name in the address (error/{errorMessage})
 * or the server may report (GET /api/order/{id}/error), by their code or their words, matched
 * without case or a closing full stop.
 */
const KNOWN_PAYMENT_ERRORS = [
  ['paymentDeclined', 'the payment was declined by the provider'],
  ['orderPaid', 'order already paid'],
  ['orderBlocked', 'the order has been blocked'],
  ['orderSuspicious', 'the order has been flagged as suspicious'],
  [
    'amountChanged',
    'the amount to pay changed after the payment was opened: nothing was charged. please pay again',
  ],
  [
    'accountLimitReached',
    'this card would take the account over its limit without full kyc: nothing was charged',
  ],
] as const;

export type KnownPaymentError = (typeof KNOWN_PAYMENT_ERRORS)[number][0];

/** The known payment error the words name, by its code or its words; null for any other words. */
export function knownPaymentError(words: string): KnownPaymentError | null {
  const said = words.trim().replace(/\.$/, '').toLowerCase();
  const known = KNOWN_PAYMENT_ERRORS.find(([code, text]) => code.toLowerCase() === said || text === said);
  return known?.[0] ?? null;
}
