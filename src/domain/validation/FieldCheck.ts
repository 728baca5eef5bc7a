/**
 * One rule of one form field: returns the message key when the value breaks the rule, or null.
 * The form is passed along for rules that depend on another field (the phone number on the
 * chosen country, the new e-mail on the current one).
 */
export type FieldCheck<F = object> = (value: unknown, form: F) => string | null;

/** The key of the first check the value fails, in the order the checks are listed. */
export function firstFailure<F>(checks: readonly FieldCheck<F>[], value: unknown, form: F): string | null {
  for (const check of checks) {
    const key = check(value, form);
    if (key !== null) return key;
  }
  return null;
}
