import type { AppError } from '../../application/shared/Result';
import { failureMessage } from '../calls/failureMessage';
import type { Message } from './Message';

/**
 * A 429 (too many requests or wrong codes): "try again in N seconds", or minutes for a long wait.
 * @deprecated The kit's failureMessage says it for every screen's table; this goes once no screen calls it.
 */
export function tooManyRequestsMessage(error: AppError): Message {
  return failureMessage(error, { otherwise: 'errors.unspecified.text' });
}
