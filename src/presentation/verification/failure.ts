import type { FailureWords } from '../calls/failureMessage';

const CODES = {
  captchaInvalid: 'verification.errors.captcha',
  // A contact changed and not verified yet changes again only with a one-time code, which these dialogs do not ask for.
  freshCodeRequired: 'verification.errors.changePending',
};

/** Sending a verification e-mail or SMS failed (a too-early send only starts the wait). */
export const SEND_WORDS = {
  codes: CODES,
  signIn: 'verification.errors.signInAgain',
  otherwise: 'verification.errors.unspecified',
} as const satisfies FailureWords;

/** Changing the mobile number failed (SPEC section 8). */
export const CHANGE_PHONE_WORDS = {
  codes: CODES,
  otherwise: 'verification.changePhone.failed',
} as const satisfies FailureWords;
