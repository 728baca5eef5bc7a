/** Password length accepted at registration and reset (SPEC sections 5 and 9). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 99;
/** The field limit of the hidden secure input that tokenises the password. */
export const SECURE_INPUT_MAX = 20;

export const PASSWORD_KEYS = {
  empty: 'auth.errors.password.empty',
  tooShort: 'auth.errors.password.tooShort',
  tooLong: 'auth.errors.password.tooLong',
  invalid: 'auth.errors.password.invalid',
  /** Shown when the server answers 400 to an empty password (the secure input sent nothing). */
  general: 'auth.errors.password.general',
} as const;

/**
 * The first broken password rule, or null: required, 8 to 99 characters, at least one letter
 * and one digit. Passwords are never trimmed: a space is a character like any other.
 */
export function passwordProblem(password: string): string | null {
  if (password === '') return PASSWORD_KEYS.empty;
  if (password.length < PASSWORD_MIN) return PASSWORD_KEYS.tooShort;
  if (password.length > PASSWORD_MAX) return PASSWORD_KEYS.tooLong;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return PASSWORD_KEYS.invalid;
  return null;
}
