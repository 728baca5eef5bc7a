import type { InvalidField } from '../../application/shared/GatewayError';

/** The body of a failed sandbox call: exactly what the REST contract would send. */
export interface SandboxErrorBody {
  errorMessage?: string;
  errorCode?: string;
  invalidFields?: InvalidField[];
  timeLeftForRetry?: number;
}

/** A failed call, with the HTTP status the real API would answer (400, 401, 403, 404, 409, 429, 500). */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly body: SandboxErrorBody = {},
  ) {
    super(body.errorMessage ?? `sandbox answered ${status}`);
    this.name = 'SandboxError';
  }
}
