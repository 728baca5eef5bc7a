import type { AppError } from '../../application/shared/Result';
import { messageOf, serverWords, type Message } from '../messages/Message';
import { tooManyRequestsMessage } from '../messages/waitMessage';

/** Error codes the screens of this area translate; anything else falls back to the server's words. */
const TRANSLATED_CODES: Readonly<Record<string, string>> = {
  captchaInvalid: 'verification.errors.captcha',
  // A contact changed and not verified yet changes again only with a one-time code, which these dialogs do not ask for.
  freshCodeRequired: 'verification.errors.changePending',
};

/** This area's own words for a refusal it knows by its code, or null. */
export function translatedCode(error: AppError): Message | null {
  const known = error.errorCode ? TRANSLATED_CODES[error.errorCode] : undefined;
  return known ? messageOf(known) : null;
}

/** The server's sentence, else its code, else the kind of failure: what the spec calls "the error". */
export function errorText(error: AppError): string {
  return error.errorMessage ?? error.errorCode ?? error.kind;
}

/**
 * The spec's rule for most calls here: how long to wait after too many tries (429), a translated
 * text when the code has one, else the server's errorMessage, else the fallback key (a network
 * failure always reads as the fallback).
 */
export function translatedFailure(error: AppError, fallbackKey: string): Message {
  if (error.kind === 'TooManyRequests') return tooManyRequestsMessage(error);
  const known = translatedCode(error);
  if (known) return known;
  if (error.kind !== 'NetworkError' && error.errorMessage) return serverWords(error.errorMessage);
  return messageOf(fallbackKey);
}

/** The first message the server gave for a field, when it named that field. */
export function serverFieldError(error: AppError, fieldName: string): string | null {
  const field = error.invalidFields?.find((candidate) => candidate.fieldName === fieldName);
  return field?.errors[0] ?? null;
}

/**
 * Sending a verification e-mail or SMS failed (not a too-early resend, which only starts the
 * countdown): a lost session asks to sign in again; otherwise the server's words or the
 * unspecified-error text (SPEC section 8, resend e-mail).
 */
export function failureOfSend(error: AppError): Message {
  if (error.kind === 'Unauthorized') return messageOf('verification.errors.signInAgain');
  return translatedFailure(error, 'verification.errors.unspecified');
}
