import { canPay, paymentStartFailure, whyClosedToPayment } from './paymentStart';

describe('paymentStartFailure', () => {
  it.each([
    ['paid', 'orderPaid', 'payment.errors.orderPaid'],
    ['blocked', 'orderBlocked', 'payment.errors.orderBlocked'],
    ['suspicious', 'orderSuspicious', 'payment.errors.orderSuspicious'],
  ] as const)(
    'for a %s order, shows %s, disables the methods and clears the choice',
    (clusterStatus, code, key) => {
      expect(paymentStartFailure({ clusterStatus, status: 'pending_payment' })).toEqual({
        code,
        messageKey: key,
        disableMethods: true,
      });
    },
  );

  it.each(['unpaid', 'partially_paid'] as const)(
    'for a %s order, shows the general error only',
    (clusterStatus) => {
      expect(paymentStartFailure({ clusterStatus, status: 'pending_payment' })).toEqual({
        code: 'generic',
        messageKey: 'payment.errors.cannotContinue',
        disableMethods: false,
      });
    },
  );

  it('for a cancelled order, says it was cancelled, disables the methods and clears the choice', () => {
    expect(paymentStartFailure({ clusterStatus: 'unpaid', status: 'cancelled' })).toEqual({
      code: 'orderCancelled',
      messageKey: 'payment.errors.orderCancelled',
      disableMethods: true,
    });
  });

  it('shows the general error when the order could not be reloaded', () => {
    expect(paymentStartFailure(null).code).toBe('generic');
  });
});

describe('whyClosedToPayment', () => {
  it.each([
    ['paid', 'completed', 'orderPaid'],
    ['blocked', 'investigation', 'orderBlocked'],
    ['suspicious', 'investigation', 'orderSuspicious'],
    ['unpaid', 'cancelled', 'orderCancelled'],
  ] as const)('closes a %s order (%s): %s', (clusterStatus, status, code) => {
    expect(whyClosedToPayment({ clusterStatus, status })).toBe(code);
  });

  it.each([
    ['unpaid', 'created'],
    ['unpaid', 'pending_payment'],
    ['partially_paid', 'pending_payment'],
  ] as const)('leaves a %s order (%s) open to payment', (clusterStatus, status) => {
    expect(whyClosedToPayment({ clusterStatus, status })).toBeNull();
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
