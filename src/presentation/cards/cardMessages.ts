import type { FailureWords } from '../calls/failureMessage';

/** Why a card action failed (SPEC section 8): the server's words, else the action's own. */
export function cardActionWords(action: 'block' | 'unblock' | 'activate'): FailureWords {
  return {
    offline: `cards.${action}.networkFailed`,
    signIn: `cards.${action}.signInAgain`,
    otherwise: `cards.${action}.failed`,
  };
}
