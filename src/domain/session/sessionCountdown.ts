/**
 * Whole seconds left before the token expires, never negative.
 * Rounded down: the countdown reaches zero (and the login modal opens) at the latest when the
 * token expires, never after. An unreadable expiry counts as already expired.
 */
export function secondsLeft(tokenExpires: string, now: Date): number {
  const expiresAt = Date.parse(tokenExpires);
  if (Number.isNaN(expiresAt)) return 0;
  return Math.max(0, Math.floor((expiresAt - now.getTime()) / 1000));
}

export function isSessionExpired(tokenExpires: string, now: Date): boolean {
  return secondsLeft(tokenExpires, now) === 0;
}

/** 'mm:ss' with two-digit minutes at least (an hour shows as '60:00'); negatives show '00:00'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
