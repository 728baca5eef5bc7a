/** Longest name and surname (SPEC section 9). */
export const NAME_MAX = 20;

/**
 * Letters, including accented Latin ones (Latin-1 Supplement letters, Latin Extended-A and
 * Extended-B), space, comma, period, apostrophe (straight or typographic ’) and hyphen.
 * No digits. U+00D7 (×) and U+00F7 (÷) sit inside Latin-1 and are left out.
 */
export const NAME_PATTERN = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F ,.'\u2019-]+$/;

export const NAME_KEYS = {
  name: {
    required: 'register.errors.name.required',
    tooLong: 'register.errors.name.tooLong',
    invalidCharacters: 'register.errors.name.invalidCharacters',
  },
  surname: {
    required: 'register.errors.surname.required',
    tooLong: 'register.errors.surname.tooLong',
    invalidCharacters: 'register.errors.surname.invalidCharacters',
  },
} as const;

/**
 * A name as typed, ready to check and send: surrounding spaces removed, and accents composed
 * (NFC) so that 'é' typed as 'e' plus a combining accent counts as one allowed letter.
 */
export function normaliseNameInput(text: string): string {
  return text.trim().normalize('NFC');
}
