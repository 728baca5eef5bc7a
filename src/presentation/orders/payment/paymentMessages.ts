import type { FailureWords } from '../../calls/failureMessage';

const SIGN_IN_AGAIN = 'payment.errors.signInAgain';

/** Pay, when the call itself failed. */
export const PAY_WORDS: FailureWords = { signIn: SIGN_IN_AGAIN, otherwise: 'payment.errors.cannotContinue' };

/** SPEC sections 5 and 8: an invalid or used code has the spec's sentence. */
export const PROMO_WORDS: FailureWords = {
  codes: { promoInvalid: 'payment.promo.invalid' },
  signIn: SIGN_IN_AGAIN,
  otherwise: 'payment.promo.failed',
};

export const AMOUNT_WORDS: FailureWords = {
  codes: {
    accountLimitReached: 'payment.amount.refusals.accountLimitReached',
    registrationIncomplete: 'payment.amount.refusals.registrationIncomplete',
  },
  signIn: SIGN_IN_AGAIN,
  otherwise: 'payment.amount.failed',
};

/** Why Pay was refused: else `otherwise`, the reloaded order's own failure; never the server's sentence. */
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
