import type { AppError } from '../../application/shared/Result';
import { messageOf, serverWords, type Message } from '../messages/Message';

/** The locale keys of the block and unblock messages (SPEC section 8). */
export const CARD_ACTION_KEYS = {
  blockFailed: 'cards.block.failed',
  blockNetworkFailed: 'cards.block.networkFailed',
  blockSignInAgain: 'cards.block.signInAgain',
  blocked: 'cards.block.success',
  unblockFailed: 'cards.unblock.failed',
  unblockNetworkFailed: 'cards.unblock.networkFailed',
  unblockSignInAgain: 'cards.unblock.signInAgain',
  unblocked: 'cards.unblock.success',
} as const;

/**
 * Why blocking or unblocking failed, as the page says it (SPEC section 8: the server's errorMessage,
 * else the generic text). A lost connection says so, whatever the transport made up; an ended
 * session says the action is kept for after signing in. Not Found is not a message: it is a page.
 */
export function cardActionFailure(action: 'block' | 'unblock', error: AppError): Message {
  const keys =
    action === 'block'
      ? {
          failed: CARD_ACTION_KEYS.blockFailed,
          network: CARD_ACTION_KEYS.blockNetworkFailed,
          signIn: CARD_ACTION_KEYS.blockSignInAgain,
        }
      : {
          failed: CARD_ACTION_KEYS.unblockFailed,
          network: CARD_ACTION_KEYS.unblockNetworkFailed,
          signIn: CARD_ACTION_KEYS.unblockSignInAgain,
        };
  switch (error.kind) {
    case 'NetworkError':
      return messageOf(keys.network);
    case 'Unauthorized':
      return messageOf(keys.signIn);
    default:
      return error.errorMessage ? serverWords(error.errorMessage) : messageOf(keys.failed);
  }
}
