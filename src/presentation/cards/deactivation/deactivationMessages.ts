import type { FailureWords } from '../../calls/failureMessage';

/**
 * Why the deactivation failed (SPEC section 8, "Deactivate failure"): the spec's 'Oops, something went
 * wrong with the form…' text followed by the server's errorMessage, else its error code or the kind of
 * failure, for customer support to go on; a lost connection and an ended session (the deactivation is
 * kept for after signing in) in their own words.
 */
export const DEACTIVATION_WORDS: FailureWords = {
  offline: 'deactivation.errors.network',
  signIn: 'deactivation.errors.signInAgain',
  serverWords: 'reference',
  otherwise: 'deactivation.errors.failed',
};
