import type { AppError } from '../../application/shared/Result';
import { PASSWORD_KEYS } from '../../domain/consumer/password';
import { messageOf, serverWords, type Message } from '../messages/Message';
import { tooManyRequestsMessage } from '../messages/waitMessage';

/** A field's message, from its rule's (or the server's) message key. */
export function fieldMessage(key: string | null | undefined): Message | null {
  return key ? messageOf(key) : null;
}

/** Form-level texts of the auth screens (locales/<lang>/auth.json, auth.errors.*). */
export const AUTH_FAILURE_KEYS = {
  invalidCredentials: 'auth.errors.login.invalidCredentials',
  otpInvalid: 'auth.errors.oneTimeCode.invalid',
  otpSpent: 'auth.errors.oneTimeCode.spent',
  /** The login token behind the code box is no longer valid: sign in again. */
  signInAgain: 'auth.errors.oneTimeCode.signInAgain',
  captchaInvalid: 'auth.errors.captchaInvalid',
  resetLinkInvalid: 'auth.errors.reset.linkInvalid',
  tooEarly: 'auth.errors.tooEarly',
  emailTaken: 'auth.errors.email.taken',
  network: 'auth.errors.network',
  general: 'auth.errors.general',
} as const;

/** The sandbox's and API's error codes the auth screens translate; any other code shows the server's sentence. */
const TRANSLATED_CODES: Readonly<Record<string, string>> = {
  invalidCredentials: AUTH_FAILURE_KEYS.invalidCredentials,
  otpInvalid: AUTH_FAILURE_KEYS.otpInvalid,
  otpSpent: AUTH_FAILURE_KEYS.otpSpent,
  captchaInvalid: AUTH_FAILURE_KEYS.captchaInvalid,
  resetLinkInvalid: AUTH_FAILURE_KEYS.resetLinkInvalid,
  emailTaken: AUTH_FAILURE_KEYS.emailTaken,
};

/**
 * The form-level message of a failed call: the translation of its error code, the server's
 * sentence when the code has none, else a general message (a network message when no answer came).
 */
export function failureMessage(error: AppError): Message {
  if (error.kind === 'NetworkError') return messageOf(AUTH_FAILURE_KEYS.network);
  if (error.kind === 'TooManyRequests') return tooManyRequestsMessage(error);
  if (error.errorCode === 'tooEarly') return tooEarlyMessage(error.timeLeftForRetry ?? 0);
  const key = error.errorCode ? TRANSLATED_CODES[error.errorCode] : undefined;
  if (key) return messageOf(key);
  if (error.errorMessage) return serverWords(error.errorMessage);
  return messageOf(AUTH_FAILURE_KEYS.general);
}

export function tooEarlyMessage(seconds: number): Message {
  return messageOf(AUTH_FAILURE_KEYS.tooEarly, { count: seconds });
}

/**
 * Splits a failure's invalidFields between the form's fields (renamed from the API's names, e.g.
 * passwordToken → password) and the rest. Each field keeps its first message key.
 */
function serverFieldErrors<F extends string>(
  error: AppError,
  fieldOf: Readonly<Record<string, F>>,
): { fields: Partial<Record<F, string>>; unmatched: string[] } {
  const fields: Partial<Record<F, string>> = {};
  const unmatched: string[] = [];
  for (const invalid of error.invalidFields ?? []) {
    const field = fieldOf[invalid.fieldName];
    const key = invalid.errors[0];
    if (key === undefined) continue;
    if (field === undefined) unmatched.push(key);
    else fields[field] ??= key;
  }
  return { fields, unmatched };
}

/**
 * SPEC section 5: a 400 saying the password is empty while the consumer did type one means the
 * secure input sent nothing; that shows the general password message.
 */
function passwordServerKey(key: string, typed: string): string {
  return key === PASSWORD_KEYS.empty && typed !== '' ? PASSWORD_KEYS.general : key;
}

/** A failure that the server explained field by field only: no form-level alert is needed. */
function isFieldsOnly(error: AppError, unmatched: readonly string[]): boolean {
  return (error.invalidFields?.length ?? 0) > 0 && unmatched.length === 0;
}

/** What a refused call shows: the fields' message keys, and the form-level message when one is needed. */
export interface Refusal<F extends string> {
  fields: Partial<Record<F, string>>;
  failure: Message | null;
}

/**
 * The messages of a refused call: the server's messages on the form's fields (the password's read
 * as passwordServerKey says, against what was typed), and a form-level message unless the server
 * explained the refusal field by field only.
 */
export function refusalMessages<F extends string>(
  error: AppError,
  fieldOf: Readonly<Record<string, F>>,
  password?: { field: F; typed: string },
): Refusal<F> {
  const { fields, unmatched } = serverFieldErrors(error, fieldOf);
  const passwordKey = password ? fields[password.field] : undefined;
  if (password && passwordKey) fields[password.field] = passwordServerKey(passwordKey, password.typed);
  return { fields, failure: isFieldsOnly(error, unmatched) ? null : failureMessage(error) };
}
