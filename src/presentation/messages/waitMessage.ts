import type { AppError } from '../../application/shared/Result';
import { messageOf, type Message } from './Message';

/** From this many seconds on, the wait is said in minutes. */
const MINUTES_FROM_SECONDS = 120;
/** When a 429 does not say how long to wait. */
const UNKNOWN_WAIT_SECONDS = 60;

/** A 429 (too many requests or wrong codes): "try again in N seconds", or minutes for a long wait. */
export function tooManyRequestsMessage(error: AppError): Message {
  const seconds = Math.max(1, Math.ceil(error.timeLeftForRetry ?? UNKNOWN_WAIT_SECONDS));
  if (seconds >= MINUTES_FROM_SECONDS) {
    return messageOf('errors.tooManyRequests.minutes', { count: Math.ceil(seconds / 60) });
  }
  return messageOf('errors.tooManyRequests.seconds', { count: seconds });
}
