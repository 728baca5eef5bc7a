import type { InvalidField } from '../../src/application/shared/GatewayError';
import { BadRequest } from './BadRequest';

export const FIELD_REQUIRED = 'request.fieldRequired';
export const WRONG_TYPE = 'request.wrongType';

/** How one body or query field is read: its type check, and what it becomes when absent (or null). */
export interface Field<T> {
  readonly check: (value: unknown) => value is T;
  readonly whenAbsent: { readonly required: true } | { readonly required: false; readonly value: T };
}

const REQUIRED = { required: true } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const text: Field<string> = {
  check: (value): value is string => typeof value === 'string',
  whenAbsent: REQUIRED,
};

/** JSON cannot carry NaN or Infinity, so any JSON number is finite. */
export const number: Field<number> = {
  check: (value): value is number => typeof value === 'number',
  whenAbsent: REQUIRED,
};

export const flag: Field<boolean> = {
  check: (value): value is boolean => typeof value === 'boolean',
  whenAbsent: REQUIRED,
};

/** A JSON object (not an array), such as GraphQL variables. */
export const jsonObject: Field<Record<string, unknown>> = {
  check: (value): value is Record<string, unknown> => isRecord(value),
  whenAbsent: REQUIRED,
};

/** A value out of a fixed list: anything else has the wrong type. */
export function oneOf<T extends string | number>(values: readonly T[]): Field<T> {
  return {
    check: (value): value is T => values.some((allowed) => allowed === value),
    whenAbsent: REQUIRED,
  };
}

/** The same check, but an absent field takes `value` instead of failing. */
export function optional<T, F>(field: Field<T>, value: F): Field<T | F> {
  return {
    check: (candidate): candidate is T | F => field.check(candidate),
    whenAbsent: { required: false, value },
  };
}

export type Schema = Record<string, Field<unknown>>;
export type FieldsOf<S extends Schema> = { [K in keyof S]: S[K] extends Field<infer T> ? T : never };

type Reading =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: string };

function readField(field: Field<unknown>, given: unknown): Reading {
  if (given === undefined || given === null) {
    return field.whenAbsent.required
      ? { ok: false, problem: FIELD_REQUIRED }
      : { ok: true, value: field.whenAbsent.value };
  }
  return field.check(given) ? { ok: true, value: given } : { ok: false, problem: WRONG_TYPE };
}

/**
 * The fields of a JSON body or a query string, checked against the schema; unknown fields are dropped.
 * Throws BadRequest naming every missing or mistyped field, so the sandbox never sees such input.
 * A body that is not an object (absent, an array) has every required field missing.
 */
export function readFields<S extends Schema>(source: unknown, schema: S): FieldsOf<S> {
  const given: Record<string, unknown> = isRecord(source) ? source : {};
  const fields: Record<string, unknown> = {};
  const invalidFields: InvalidField[] = [];
  for (const [fieldName, field] of Object.entries(schema)) {
    const reading = readField(field, Object.hasOwn(given, fieldName) ? given[fieldName] : undefined);
    if (reading.ok) fields[fieldName] = reading.value;
    else invalidFields.push({ fieldName, errors: [reading.problem] });
  }
  if (invalidFields.length > 0) {
    throw new BadRequest({
      errorCode: 'invalidFields',
      errorMessage: 'Some fields are missing or have the wrong type.',
      invalidFields,
    });
  }
  return fields as FieldsOf<S>;
}
