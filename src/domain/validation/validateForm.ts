import { validateSync, type ValidationError } from 'class-validator';

/** The fields of a form that hold a value (not its methods). */
export type FormField<F> = Extract<keyof F, string>;

/** For each failing field, the message key of its first failing rule. Valid fields are absent. */
export type FormErrors<F> = Partial<Record<FormField<F>, string>>;

function firstMessage(error: ValidationError): string | null {
  const messages = Object.values(error.constraints ?? {});
  return messages[0] ?? null;
}

/**
 * Runs every rule of the form (class-validator's validateSync) and keeps, per field, the first
 * failing key. Each field declares its rules with one @FieldRules in a fixed order, so the
 * result does not depend on class-validator's order between decorators.
 */
export function validateForm<F extends object>(form: F): FormErrors<F> {
  const errors: FormErrors<F> = {};
  const results = validateSync(form, { validationError: { target: false, value: false } });
  for (const error of results) {
    const key = firstMessage(error);
    if (key !== null) errors[error.property as FormField<F>] = key;
  }
  return errors;
}

/** The first failing key of one field, or null when the field is valid (e.g. on blur). */
export function validateField<F extends object>(form: F, field: FormField<F>): string | null {
  return validateForm(form)[field] ?? null;
}

export function isFormValid<F extends object>(form: F): boolean {
  return Object.keys(validateForm(form)).length === 0;
}
