import { knownProviderError, orderErrorWords } from './knownProviderError';

describe('knownProviderError', () => {
  it.each([
    ['Order already paid', 'payment.errors.orderPaid'],
    ['  order ALREADY paid ', 'payment.errors.orderPaid'],
    ['orderPaid', 'payment.errors.orderPaid'],
    ['The order has been blocked', 'payment.errors.orderBlocked'],
    ['orderBlocked', 'payment.errors.orderBlocked'],
    ['The order has been flagged as suspicious', 'payment.errors.orderSuspicious'],
    ['orderSuspicious', 'payment.errors.orderSuspicious'],
    ['The payment was declined by the provider.', 'payment.errors.paymentDeclined'],
    ['The payment was declined by the provider', 'payment.errors.paymentDeclined'],
    ['paymentDeclined', 'payment.errors.paymentDeclined'],
    [
      'The amount to pay changed after the payment was opened: nothing was charged. Please pay again.',
      'payment.errors.amountChanged',
    ],
    ['amountChanged', 'payment.errors.amountChanged'],
    [
      'This card would take the account over its limit without full KYC: nothing was charged.',
      'payment.errors.accountLimitReached',
    ],
    ['accountLimitReached', 'payment.errors.accountLimitReached'],
  ])('names %j by the shop’s own text', (fromAddress, key) => {
    expect(knownProviderError(fromAddress)).toEqual({ key });
  });

  it.each(['Card expired', 'Your bank says: call +44 20 0000 0000', '<b>Order already paid</b>', ''])(
    'shows nothing of %j',
    (fromAddress) => {
      expect(knownProviderError(fromAddress)).toBeNull();
    },
  );
});

describe('orderErrorWords', () => {
  it("says the server's words for an order's error: the shop's text for one it knows, else its own, trimmed", () => {
    expect(orderErrorWords(' Order already paid. ')).toEqual({ key: 'payment.errors.orderPaid' });
    expect(orderErrorWords('  Card expired ')).toEqual({ detail: 'Card expired' });
    expect(orderErrorWords('   ')).toBeNull();
  });
});
