import { PASSWORD_KEYS, SECURE_INPUT_MAX } from '../../domain/consumer/password';
import type { FailureWords } from '../calls/failureMessage';
import type { FieldOf } from '../forms/FormModel';
import { messageOf, type Message } from '../messages/Message';
import { ONE_TIME_CODE_WORDS } from '../widgets/CodeEntry';

export const RESET_LINK_INVALID_KEY = 'auth.errors.reset.linkInvalid';

/** The auth screens' failure words: any other code shows the server's sentence. */
export const AUTH_WORDS: FailureWords = {
  ...ONE_TIME_CODE_WORDS,
  codes: {
    ...ONE_TIME_CODE_WORDS.codes,
    invalidCredentials: 'auth.errors.login.invalidCredentials',
    captchaInvalid: 'auth.errors.captchaInvalid',
    resetLinkInvalid: RESET_LINK_INVALID_KEY,
    emailTaken: 'auth.errors.email.taken',
  },
};

/** A full password field drops further keystrokes: it says so (a new password's cap is the secure input's). */
export function passwordFullNote(password: string, max = SECURE_INPUT_MAX): Message | null {
  return password.length >= max ? messageOf('signin.passwordFull', { max }) : null;
}

export function tooEarlyMessage(seconds: number): Message {
  return messageOf('auth.errors.tooEarly', { count: seconds });
}

/** SPEC section 5: "password empty" while one was typed means the secure input sent nothing: the general message. */
export function passwordServerKey<V>(passwordField: NoInfer<FieldOf<V>>) {
  return (field: FieldOf<V>, key: string, values: V): string =>
    field === passwordField && key === PASSWORD_KEYS.empty && values[field] !== ''
      ? PASSWORD_KEYS.general
      : key;
}
