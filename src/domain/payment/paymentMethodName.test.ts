import { friendlyPaymentMethodName } from './paymentMethodName';

describe('friendlyPaymentMethodName', () => {
  it.each([
    ['PayPal checkout', 'PAYPAL'],
    ['paypal CHECKOUT', 'PAYPAL'],
    ['Cartebancaire', 'CARTE BANCAIRE'],
    ['Visa', 'VISA'],
    ['Americanexpress', 'AMEX'],
    ['Maestro', 'MAESTRO'],
    ['Mastercard', 'MASTERCARD'],
    [' mastercard ', 'MASTERCARD'],
    ['iDEAL', 'iDEAL'],
    ['Bancontact', 'Bancontact'],
    ['PayPal', 'PayPal'],
    ['', ''],
  ])('shows %j as %j', (name, shown) => {
    expect(friendlyPaymentMethodName({ name })).toBe(shown);
  });
});
