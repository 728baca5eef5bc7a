/** How long what the sandbox sends stays usable, and how much of what it keeps it keeps (docs/security.md). */

/** A password reset link works for one hour after it was sent, once. */
export const PASSWORD_RESET_LINK_LIFETIME_MINUTES = 60;
/** An e-mail verification link works for 24 hours after it was sent. */
export const EMAIL_VERIFICATION_LINK_LIFETIME_MINUTES = 24 * 60;
/** The outbox keeps this many newest messages. */
export const OUTBOX_CAPACITY = 200;
/** The vault keeps this many newest secure-input tokens (card secrets stay as long as their card). */
export const SECURE_INPUT_TOKEN_CAPACITY = 500;

/** Whether something sent at `sentAt` (ISO) is older than `lifetimeMinutes` at `now`. */
export function isOlderThan(sentAt: string, lifetimeMinutes: number, now: Date): boolean {
  return now.getTime() - Date.parse(sentAt) >= lifetimeMinutes * 60 * 1000;
}
