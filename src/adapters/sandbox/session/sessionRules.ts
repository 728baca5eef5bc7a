/** How long a token lives from the moment it is issued. */
export const TOKEN_LIFETIME_MINUTES = 20;
/**
 * Card secrets are shown only to a consumer who gave the password within this many minutes: one
 * session's length. A fresh one-time code renews the token, never this, so the password is asked
 * again at least once a session length.
 */
export const CARD_SECRETS_PASSWORD_MAX_AGE_MINUTES = TOKEN_LIFETIME_MINUTES;
/** Wrong one-time codes in a row after which the code is spent and a new one must be requested. */
export const ONE_TIME_CODE_MAX_WRONG_ATTEMPTS = 5;

export function tokenExpiry(issuedAt: Date): string {
  return new Date(issuedAt.getTime() + TOKEN_LIFETIME_MINUTES * 60 * 1000).toISOString();
}
