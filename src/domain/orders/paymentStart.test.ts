import { canPay, paymentStartFailure } from './paymentStart';

describe('paymentStartFailure', () => {
  it.each([
    ['paid', 'orderPaid', 'payment.errors.orderPaid'],
    ['blocked', 'orderBlocked', 'payment.errors.orderBlocked'],
    ['suspicious', 'orderSuspicious', 'payment.errors.orderSuspicious'],
  ] as const)(
    'for a %s order, shows %s, disables the methods and clears the choice',
    (clusterStatus, code, key) => {
      expect(paymentStartFailure({ clusterStatus })).toEqual({
        code,
        messageKey: key,
        disableMethods: true,
        clearSelection: true,
      });
    },
  );

  it.each(['unpaid', 'partially_paid'] as const)(
    'for a %s order, shows the general error only',
    (clusterStatus) => {
      expect(paymentStartFailure({ clusterStatus })).toEqual({
        code: 'generic',
        messageKey: 'payment.errors.cannotContinue',
        disableMethods: false,
        clearSelection: false,
      });
    },
  );

  it('shows the general error when the order could not be reloaded', () => {
    expect(paymentStartFailure(null).code).toBe('generic');
  });
});

describe('canPay', () => {
  it('allows paying with a chosen method', () => {
    expect(canPay('visa', false)).toBe(true);
  });

  it.each([null, ''])('refuses without a chosen method (%p)', (selected) => {
    expect(canPay(selected, false)).toBe(false);
  });

  it('refuses once the methods are disabled', () => {
    expect(canPay('visa', true)).toBe(false);
  });
});
