/** How long what the sandbox sends stays usable, and how much of what it keeps it keeps (docs/security.md). */

/** A password reset link works for one hour after it was sent, once. */
export const PASSWORD_RESET_LINK_LIFETIME_MINUTES = 60;
/** An e-mail verification link works for 24 hours after it was sent. */
export const EMAIL_VERIFICATION_LINK_LIFETIME_MINUTES = 24 * 60;
/** The outbox keeps this many newest messages. */
export const OUTBOX_CAPACITY = 200;
/** The vault keeps this many newest secure-input tokens (card secrets stay as long as their card). */
export const SECURE_INPUT_TOKEN_CAPACITY = 500;

/**
 * A payment's idempotency key answers a replay for 24 hours after the payment was started (longer while
 * the payment is open); then a closed payment is forgotten with its key (payment/paymentRecords.ts).
 */
export const IDEMPOTENCY_KEY_LIFETIME_MINUTES = 24 * 60;

/**
 * What one consumer may hold open at once, so that no account grows the issuer's work for everyone
 * (docs/security.md): orders awaiting payment (409 tooManyUnpaidOrders beyond), payments open or left
 * pending at the provider (409 tooManyOpenPayments), and idempotency keys, that is payments started in
 * the last 24 hours (409 tooManyPaymentAttempts).
 */
export const MAX_UNPAID_ORDERS = 10;
export const MAX_OPEN_PAYMENTS = 5;
export const MAX_IDEMPOTENCY_KEYS = 50;

/** Whether something sent at `sentAt` (ISO) is older than `lifetimeMinutes` at `now`. */
export function isOlderThan(sentAt: string, lifetimeMinutes: number, now: Date): boolean {
  return now.getTime() - Date.parse(sentAt) >= lifetimeMinutes * 60 * 1000;
}
