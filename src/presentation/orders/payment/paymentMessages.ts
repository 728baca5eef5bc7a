import type { FailureWords } from '../../calls/failureMessage';

/** The locale keys of the payment page's messages that are not the domain's own. */
export const PAYMENT_MESSAGE_KEYS = {
  promoInvalid: 'payment.promo.invalid',
  promoRequired: 'payment.promo.required',
  promoFailed: 'payment.promo.failed',
  amountFailed: 'payment.amount.failed',
  methodsFailed: 'payment.errors.methods',
  redirectNotAllowed: 'payment.errors.redirectNotAllowed',
  signInAgain: 'payment.errors.signInAgain',
} as const;

/** A failed promo call (SPEC sections 5 and 8): an invalid or used code has the spec's sentence. */
export const PROMO_WORDS: FailureWords = {
  codes: { promoInvalid: PAYMENT_MESSAGE_KEYS.promoInvalid },
  signIn: PAYMENT_MESSAGE_KEYS.signInAgain,
  otherwise: PAYMENT_MESSAGE_KEYS.promoFailed,
};

/** A failed amount change, in the dialog: a refusal the shop knows in its own words. */
export const AMOUNT_WORDS: FailureWords = {
  codes: {
    accountLimitReached: 'payment.amount.refusals.accountLimitReached',
    registrationIncomplete: 'payment.amount.refusals.registrationIncomplete',
  },
  signIn: PAYMENT_MESSAGE_KEYS.signInAgain,
  otherwise: PAYMENT_MESSAGE_KEYS.amountFailed,
};

/**
 * Why Pay was refused: a reason the shop words itself, else `otherwise`, the reloaded order's own
 * failure (domain/orders/paymentStart.ts); the server's sentence is never shown.
 */
export function payRefusalWords(otherwise: string): FailureWords {
  return {
    codes: {
      redirectNotAllowed: PAYMENT_MESSAGE_KEYS.redirectNotAllowed,
      tooManyOpenPayments: 'payment.errors.tooManyOpenPayments',
      tooManyPaymentAttempts: 'payment.errors.tooManyPaymentAttempts',
    },
    serverWords: 'never',
    otherwise,
  };
}
