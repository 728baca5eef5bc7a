import { knownPaymentError } from './knownPaymentError';

describe('knownPaymentError', () => {
  it.each([
    ['Order already paid', 'orderPaid'],
    ['  order ALREADY paid ', 'orderPaid'],
    ['orderPaid', 'orderPaid'],
    ['The order has been blocked', 'orderBlocked'],
    ['orderBlocked', 'orderBlocked'],
    ['The order has been flagged as suspicious', 'orderSuspicious'],
    ['orderSuspicious', 'orderSuspicious'],
    ['The payment was declined by the provider.', 'paymentDeclined'],
    ['The payment was declined by the provider', 'paymentDeclined'],
    ['paymentDeclined', 'paymentDeclined'],
    [
      'The amount to pay changed after the payment was opened: nothing was charged. Please pay again.',
      'amountChanged',
    ],
    ['amountChanged', 'amountChanged'],
    [
      'This card would take the account over its limit without full KYC: nothing was charged.',
      'accountLimitReached',
    ],
    ['accountLimitReached', 'accountLimitReached'],
  ])('knows %j as %s, by its code or its words', (words, code) => {
    expect(knownPaymentError(words)).toBe(code);
  });

  it.each(['Card expired', 'Your bank says: call +44 20 0000 0000', '<b>Order already paid</b>', ''])(
    'knows nothing of %j',
    (words) => {
      expect(knownPaymentError(words)).toBeNull();
    },
  );
});
