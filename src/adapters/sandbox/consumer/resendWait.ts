import { resendAllowedAfter, secondsUntilAllowed } from '../../../domain/session/resendWait';
import { tooEarly } from '../errors';

/** Seconds left before a message last sent at `sentAt` may be sent again (0: now). */
export function secondsBeforeResend(sentAt: string | null, now: Date): number {
  return sentAt === null ? 0 : secondsUntilAllowed(resendAllowedAfter(new Date(sentAt)), now);
}

/** 400 tooEarly, with timeLeftForRetry, while the 60-second resend wait runs. */
export function rejectTooEarly(sentAt: string | null, now: Date): void {
  const wait = secondsBeforeResend(sentAt, now);
  if (wait > 0) throw tooEarly(wait);
}
