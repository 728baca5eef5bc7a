import { PASSWORD_KEYS } from '../../domain/consumer/password';
import type { FailureWords } from '../calls/failureMessage';
import { messageOf, type Message } from '../messages/Message';
import { ONE_TIME_CODE_WORDS } from '../widgets/CodeEntry';

/** The auth screens' words for a failed call (locales/<lang>/auth.json): any other code shows the server's sentence. */
export const AUTH_WORDS: FailureWords = {
  ...ONE_TIME_CODE_WORDS,
  codes: {
    ...ONE_TIME_CODE_WORDS.codes,
    invalidCredentials: 'auth.errors.login.invalidCredentials',
    captchaInvalid: 'auth.errors.captchaInvalid',
    resetLinkInvalid: 'auth.errors.reset.linkInvalid',
    emailTaken: 'auth.errors.email.taken',
  },
};

/** The login behind the code box is no longer valid: sign in again. */
export const SIGN_IN_AGAIN_KEY = 'auth.errors.oneTimeCode.signInAgain';
export const RESET_LINK_INVALID_KEY = 'auth.errors.reset.linkInvalid';

export function tooEarlyMessage(seconds: number): Message {
  return messageOf('auth.errors.tooEarly', { count: seconds });
}

/**
 * SPEC section 5: a 400 saying the password is empty while the consumer did type one means the
 * secure input sent nothing; that shows the general password message (FormSubmission's serverKey).
 */
export function passwordServerKey<F extends string>(passwordField: NoInfer<F>, typed: () => string) {
  return (field: F, key: string): string =>
    field === passwordField && key === PASSWORD_KEYS.empty && typed() !== '' ? PASSWORD_KEYS.general : key;
}
