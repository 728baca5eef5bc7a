import type { AppError } from '../../application/shared/Result';
import { messageOf, serverWords, type Message } from '../messages/Message';

/** The card actions that answer at once, each with its messages. */
export type CardAction = 'block' | 'unblock' | 'activate';

/** The locale keys of each card action's messages: done, refused, unreachable, session ended (SPEC section 8). */
export const CARD_ACTION_KEYS: Record<
  CardAction,
  { done: string; failed: string; networkFailed: string; signInAgain: string }
> = {
  block: {
    done: 'cards.block.success',
    failed: 'cards.block.failed',
    networkFailed: 'cards.block.networkFailed',
    signInAgain: 'cards.block.signInAgain',
  },
  unblock: {
    done: 'cards.unblock.success',
    failed: 'cards.unblock.failed',
    networkFailed: 'cards.unblock.networkFailed',
    signInAgain: 'cards.unblock.signInAgain',
  },
  activate: {
    done: 'cards.activate.success',
    failed: 'cards.activate.failed',
    networkFailed: 'cards.activate.networkFailed',
    signInAgain: 'cards.activate.signInAgain',
  },
};

/**
 * Why a card action failed, as the page says it (SPEC section 8: the server's errorMessage, else the
 * generic text). A lost connection says so, whatever the transport made up; an ended session says
 * the action is kept for after signing in. Not Found is not a message: it is a page.
 */
export function cardActionFailure(action: CardAction, error: AppError): Message {
  const keys = CARD_ACTION_KEYS[action];
  switch (error.kind) {
    case 'NetworkError':
      return messageOf(keys.networkFailed);
    case 'Unauthorized':
      return messageOf(keys.signInAgain);
    default:
      return error.errorMessage ? serverWords(error.errorMessage) : messageOf(keys.failed);
  }
}
