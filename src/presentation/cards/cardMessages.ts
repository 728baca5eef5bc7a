import type { FailureWords } from '../calls/failureMessage';

/**
 * Why a card action that answers at once failed (SPEC section 8): the server's errorMessage, else the
 * generic text; a lost connection and an ended session (the action is kept for after signing in) in their own words.
 */
export function cardActionWords(action: 'block' | 'unblock' | 'activate'): FailureWords {
  return {
    offline: `cards.${action}.networkFailed`,
    signIn: `cards.${action}.signInAgain`,
    otherwise: `cards.${action}.failed`,
  };
}
