/** The width of the auth screens' card. */
export const AUTH_CARD_WIDTH = 520;
