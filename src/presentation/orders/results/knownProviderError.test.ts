import { knownProviderError, orderErrorWords } from './knownProviderError';

describe('knownProviderError', () => {
  it("names a payment error the shop knows by the shop's own text, by its code or its words", () => {
    expect(knownProviderError('Order already paid')).toEqual({ key: 'payment.errors.orderPaid' });
    expect(knownProviderError('amountChanged')).toEqual({ key: 'payment.errors.amountChanged' });
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
