export const EMAIL_KEYS = {
  empty: 'auth.errors.email.empty',
  invalid: 'auth.errors.email.invalid',
  /** The new address in the e-mail change is the current one. */
  unchanged: 'verify.emailMustDiffer',
} as const;

/** The sign-in form has its own wording (SPEC section 5). */
export const LOGIN_EMAIL_KEYS = {
  empty: 'auth.login.emailRule',
  invalid: 'auth.login.emailRuleValid',
} as const;

/** E-mail addresses as typed; surrounding spaces are never part of an address. */
export function normaliseEmailInput(text: string): string {
  return text.trim();
}

/** Same address, ignoring case and surrounding spaces. */
export function isSameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
