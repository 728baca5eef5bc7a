/** The local-storage keys the spec names (SPEC section 3), besides the sandbox's own state. */
export const TOKEN_KEY = 'token';
export const LANGUAGE_KEY = 'language';
export const NEW_ORDER_KEY = 'newOrder';
