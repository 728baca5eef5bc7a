/** How long a token lives from the moment it is issued. */
export const TOKEN_LIFETIME_MINUTES = 20;
/** Wrong one-time codes in a row after which the code is spent and a new one must be requested. */
export const ONE_TIME_CODE_MAX_WRONG_ATTEMPTS = 5;

export function tokenExpiry(issuedAt: Date): string {
  return new Date(issuedAt.getTime() + TOKEN_LIFETIME_MINUTES * 60 * 1000).toISOString();
}
