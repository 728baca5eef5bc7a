import { PASSWORD_KEYS } from '../../domain/consumer/password';
import type { FailureWords } from '../calls/failureMessage';
import { messageOf, type Message } from '../messages/Message';
import { ONE_TIME_CODE_WORDS } from '../widgets/CodeEntry';

/** The auth screens' failure words: any other code shows the server's sentence. */
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

export const RESET_LINK_INVALID_KEY = 'auth.errors.reset.linkInvalid';

/** A full password field drops further keystrokes: it says so. */
export function passwordFullNote(password: string, max: number): Message | null {
  return password.length >= max ? messageOf('signin.passwordFull', { max }) : null;
}

export function tooEarlyMessage(seconds: number): Message {
  return messageOf('auth.errors.tooEarly', { count: seconds });
}

/** SPEC section 5: "password empty" while one was typed means the secure input sent nothing: the general message. */
export function passwordServerKey<F extends string>(passwordField: NoInfer<F>, typed: () => string) {
  return (field: F, key: string): string =>
    field === passwordField && key === PASSWORD_KEYS.empty && typed() !== '' ? PASSWORD_KEYS.general : key;
}
