import { TOKEN_LIFETIME_MINUTES } from '../../sandbox/session/sessionRules';

/** A token is refused from this long after it was issued. */
export const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_MINUTES * 60 * 1000;
