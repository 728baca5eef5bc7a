import type { AppError } from '../../../application/shared/Result';
import { messageOf, serverWords, type Message } from '../../messages/Message';
import { tooManyRequestsMessage } from '../../messages/waitMessage';

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

/**
 * A failed promo call (SPEC sections 5 and 8): an invalid or used code has the spec's sentence; too
 * many codes refused (429) says how long to wait; otherwise the server's errorMessage, else the
 * default discount error.
 */
export function promoFailure(error: AppError): Message {
  if (error.errorCode === 'promoInvalid') return messageOf(PAYMENT_MESSAGE_KEYS.promoInvalid);
  if (error.kind === 'Unauthorized') return messageOf(PAYMENT_MESSAGE_KEYS.signInAgain);
  if (error.kind === 'TooManyRequests') return tooManyRequestsMessage(error);
  return error.errorMessage ? serverWords(error.errorMessage) : messageOf(PAYMENT_MESSAGE_KEYS.promoFailed);
}

/** The issuer's reasons for refusing an amount that the shop words itself, in the page's language. */
const AMOUNT_REFUSALS: Readonly<Record<string, string>> = {
  accountLimitReached: 'payment.amount.refusals.accountLimitReached',
  registrationIncomplete: 'payment.amount.refusals.registrationIncomplete',
};

/**
 * A failed amount change, in the dialog: a refusal the shop knows in its own words, else the server's
 * errorMessage, else a general sentence.
 */
export function amountFailure(error: AppError): Message {
  if (error.kind === 'Unauthorized') return messageOf(PAYMENT_MESSAGE_KEYS.signInAgain);
  const refusal = error.errorCode ? AMOUNT_REFUSALS[error.errorCode] : undefined;
  if (refusal !== undefined) return messageOf(refusal);
  return error.errorMessage ? serverWords(error.errorMessage) : messageOf(PAYMENT_MESSAGE_KEYS.amountFailed);
}
