import {
  GatewayError,
  type GatewayErrorDetails,
  type GatewayErrorKind,
} from '../../../application/shared/GatewayError';

/** Details to match: exact values or Jest asymmetric matchers (expect.any, expect.arrayContaining …). */
export type ExpectedDetails = { [K in keyof GatewayErrorDetails]?: unknown };

/** Awaits a call that must fail with a GatewayError of that kind (and those details), and returns the error. */
export async function expectGatewayError(
  call: Promise<unknown>,
  kind: GatewayErrorKind,
  details: ExpectedDetails = {},
): Promise<GatewayError> {
  const outcome = await call.then(
    (value: unknown) => ({ failed: false, value }),
    (error: unknown) => ({ failed: true, value: error }),
  );
  if (!outcome.failed)
    throw new Error(`expected ${kind}, but the call succeeded with ${JSON.stringify(outcome.value)}`);
  const error = outcome.value;
  if (!(error instanceof GatewayError)) throw error;
  expect({ kind: error.kind, details: error.details }).toMatchObject({ kind, details });
  return error;
}

/** The field entry of an InvalidFields failure naming that field with that message key. */
export function fieldError(fieldName: string, messageKey: string): unknown {
  return expect.arrayContaining([
    expect.objectContaining({ fieldName, errors: expect.arrayContaining([messageKey]) }),
  ]);
}
