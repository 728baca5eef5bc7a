import { validateForm } from '../../../domain/validation/validateForm';
import type { InvalidField } from '../../../application/shared/GatewayError';
import { invalidFields } from '../errors';

/**
 * Validates a domain form and throws 400 invalidFields naming each failing field with its
 * message key. `fieldNames` renames form fields to the API's (e.g. password → passwordToken).
 */
export function rejectInvalidForm<F extends object>(
  form: F,
  fieldNames: Partial<Record<string, string>> = {},
): void {
  const fields: InvalidField[] = Object.entries(validateForm(form)).flatMap(([field, key]) =>
    typeof key === 'string' ? [{ fieldName: fieldNames[field] ?? field, errors: [key] }] : [],
  );
  if (fields.length > 0) throw invalidFields(fields);
}
