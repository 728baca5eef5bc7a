import type { AppError } from '../../../application/shared/Result';
import { messageOf, messageWithDetail, type Message } from '../../messages/Message';

/** The locale keys of the deactivation failures (SPEC section 8, "Deactivate failure"). */
export const DEACTIVATION_FAILURE_KEYS = {
  failed: 'deactivation.errors.failed',
  network: 'deactivation.errors.network',
  signInAgain: 'deactivation.errors.signInAgain',
} as const;

/**
 * Why the deactivation failed, as the page says it: the spec's 'Oops, something went wrong with the
 * form…' text followed by the server's errorMessage (else its error code, else the kind of failure,
 * so that customer support has something to go on). A lost connection says so; an ended session says
 * the deactivation is kept for after signing in. Not Found is not a message: it is a page.
 */
export function deactivationFailure(error: AppError): Message {
  switch (error.kind) {
    case 'NetworkError':
      return messageOf(DEACTIVATION_FAILURE_KEYS.network);
    case 'Unauthorized':
      return messageOf(DEACTIVATION_FAILURE_KEYS.signInAgain);
    default:
      return messageWithDetail(
        DEACTIVATION_FAILURE_KEYS.failed,
        error.errorMessage || error.errorCode || error.kind,
      );
  }
}
