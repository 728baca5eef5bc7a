import { RESEND_WAIT_SECONDS } from '../timing';

/**
 * Seconds before a verification e-mail or SMS may be sent again; 0 when allowed now or when no
 * wait is set. Rounded up so Resend never comes back before the server allows it.
 */
export function secondsUntilAllowed(allowAfter: string | null, now: Date): number {
  if (allowAfter === null) return 0;
  const allowedAt = Date.parse(allowAfter);
  if (Number.isNaN(allowedAt)) return 0;
  return Math.max(0, Math.ceil((allowedAt - now.getTime()) / 1000));
}

export function canResend(allowAfter: string | null, now: Date): boolean {
  return secondsUntilAllowed(allowAfter, now) === 0;
}

/** The ISO time from which the next message may be sent, for a message sent at `sentAt`. */
export function resendAllowedAfter(sentAt: Date): string {
  return new Date(sentAt.getTime() + RESEND_WAIT_SECONDS * 1000).toISOString();
}
