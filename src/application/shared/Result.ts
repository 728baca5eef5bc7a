import { GatewayError, type GatewayErrorDetails, type GatewayErrorKind } from './GatewayError';

/** What a use case hands back: a value, or a typed error and never user-facing text. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export interface AppError extends GatewayErrorDetails {
  kind: GatewayErrorKind;
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T>(error: AppError): Result<T> => ({ ok: false, error });

/** Runs a gateway call and turns a GatewayError into a failed Result; anything else is a bug and propagates. */
export async function attempt<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await call());
  } catch (error) {
    if (error instanceof GatewayError) return fail({ kind: error.kind, ...error.details });
    throw error;
  }
}
