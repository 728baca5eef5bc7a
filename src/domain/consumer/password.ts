/**
 * Password length the issuer accepts at registration and reset (SPEC sections 5 and 9): the sandbox
 * and the API server check 8 to 99, so a longer password set elsewhere still signs in here.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 99;
/**
 * The most the hidden secure input that tokenises a new password takes (SPEC section 5). Decision: it
 * is the rule a customer meets choosing a password in the shop, 8 to 20 characters: the hint and the
 * messages name it, and the field says when it is full rather than dropping keystrokes silently.
 */
export const SECURE_INPUT_MAX = 20;

export const PASSWORD_KEYS = {
  empty: 'auth.errors.password.empty',
  tooShort: 'auth.errors.password.tooShort',
  tooLong: 'auth.errors.password.tooLong',
  invalid: 'auth.errors.password.invalid',
  /** Shown when the server answers 400 to an empty password (the secure input sent nothing). */
  general: 'auth.errors.password.general',
  confirmationEmpty: 'auth.errors.password.confirmationEmpty',
  mismatch: 'auth.errors.password.mismatch',
} as const;

/**
 * The first broken password rule, or null: required, 8 to `max` characters, at least one letter
 * and one digit. Passwords are never trimmed: a space is a character like any other.
 */
export function passwordProblem(password: string, max: number): string | null {
  if (password === '') return PASSWORD_KEYS.empty;
  if (password.length < PASSWORD_MIN) return PASSWORD_KEYS.tooShort;
  if (password.length > max) return PASSWORD_KEYS.tooLong;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return PASSWORD_KEYS.invalid;
  return null;
}
