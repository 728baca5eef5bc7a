import type { Consumer } from '../consumer/Consumer';

/** The fields each profile step edits, as the update call sends them. */
export const STEP_FIELDS = {
  personalInfo: ['name', 'surname', 'dateOfBirth'],
  addressInfo: ['addressLine1', 'addressLine2', 'city', 'state', 'postCode', 'country'],
  financialInfo: ['occupation', 'sourceOfFunds', 'sourceOfFundsOther', 'nationality'],
} as const satisfies Record<string, readonly (keyof Consumer)[]>;

export type ProfileStep = keyof typeof STEP_FIELDS;

/** A step's form values: one entry per field of the step (dateOfBirth as YYYY-MM-DD). */
export type StepValues<S extends ProfileStep> = Record<(typeof STEP_FIELDS)[S][number], string | null>;

/** Absent and blank are the same answer; surrounding spaces are not a change. */
function normalised(value: string | null): string {
  return (value ?? '').trim();
}

/** Whether the form says something the stored profile does not: if not, the update is skipped. */
export function hasStepChanged<S extends ProfileStep>(
  step: S,
  consumer: Consumer,
  values: StepValues<S>,
): boolean {
  const fields: readonly (typeof STEP_FIELDS)[S][number][] = STEP_FIELDS[step];
  return fields.some((field) => normalised(values[field]) !== normalised(consumer[field]));
}
