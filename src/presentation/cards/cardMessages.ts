import type { FailureWords } from '../calls/failureMessage';

/** The card actions that answer at once, each with its messages. */
export type CardAction = 'block' | 'unblock' | 'activate';

/** The locale key of each card action's success message. */
export const CARD_ACTION_DONE: Record<CardAction, string> = {
  block: 'cards.block.success',
  unblock: 'cards.unblock.success',
  activate: 'cards.activate.success',
};

/**
 * Why a card action failed (SPEC section 8): the server's errorMessage, else the generic text; a lost
 * connection and an ended session (the action is kept for after signing in) in their own words.
 */
function wordsOf(action: CardAction): FailureWords {
  return {
    offline: `cards.${action}.networkFailed`,
    signIn: `cards.${action}.signInAgain`,
    otherwise: `cards.${action}.failed`,
  };
}

export const CARD_ACTION_WORDS: Record<CardAction, FailureWords> = {
  block: wordsOf('block'),
  unblock: wordsOf('unblock'),
  activate: wordsOf('activate'),
};
