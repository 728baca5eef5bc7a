import type { FailureWords } from '../../calls/failureMessage';

const SIGN_IN_AGAIN = 'payment.errors.signInAgain';

/** Pay, before the provider answered: why the payment could not start. */
export const PAY_WORDS: FailureWords = { signIn: SIGN_IN_AGAIN, otherwise: 'payment.errors.cannotContinue' };

/** A failed promo call (SPEC sections 5 and 8): an invalid or used code has the spec's sentence. */
export const PROMO_WORDS: FailureWords = {
  codes: { promoInvalid: 'payment.promo.invalid' },
  signIn: SIGN_IN_AGAIN,
  otherwise: 'payment.promo.failed',
};

/** A failed amount change, in the dialog: a refusal the shop knows in its own words. */
export const AMOUNT_WORDS: FailureWords = {
  codes: {
    accountLimitReached: 'payment.amount.refusals.accountLimitReached',
    registrationIncomplete: 'payment.amount.refusals.registrationIncomplete',
  },
  signIn: SIGN_IN_AGAIN,
  otherwise: 'payment.amount.failed',
};

/**
 * Why Pay was refused: a reason the shop words itself, else `otherwise`, the reloaded order's own
 * failure (domain/orders/paymentStart.ts); the server's sentence is never shown.
 */
export function payRefusalWords(otherwise: string): FailureWords {
  return {
    codes: {
      redirectNotAllowed: 'payment.errors.redirectNotAllowed',
      tooManyOpenPayments: 'payment.errors.tooManyOpenPayments',
      tooManyPaymentAttempts: 'payment.errors.tooManyPaymentAttempts',
    },
    serverWords: 'never',
    otherwise,
  };
}
