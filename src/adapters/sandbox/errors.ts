import type { InvalidField } from '../../application/shared/GatewayError';
import { SandboxError } from './SandboxError';

/** The failures the simulated issuer answers, with the status and body the REST contract sends. */

export function unauthorized(): SandboxError {
  return new SandboxError(401, {
    errorCode: 'unauthorized',
    errorMessage: 'A valid session token is required.',
  });
}

export function forbidden(what: string): SandboxError {
  return new SandboxError(403, {
    errorCode: 'forbidden',
    errorMessage: `This ${what} belongs to another consumer.`,
  });
}

export function notFound(what: string): SandboxError {
  return new SandboxError(404, { errorCode: 'notFound', errorMessage: `No ${what} has this id.` });
}

/** 400 with a stable code and an English developer sentence. */
export function badRequest(errorCode: string, errorMessage: string, timeLeftForRetry?: number): SandboxError {
  return new SandboxError(400, {
    errorCode,
    errorMessage,
    ...(timeLeftForRetry === undefined ? {} : { timeLeftForRetry }),
  });
}

/** 409: the request is well formed but clashes with the state of what it names. */
export function conflict(errorCode: string, errorMessage: string): SandboxError {
  return new SandboxError(409, { errorCode, errorMessage });
}

/** 400 naming each failing field with its validation message keys. */
export function invalidFields(fields: InvalidField[]): SandboxError {
  return new SandboxError(400, {
    errorCode: 'invalidFields',
    errorMessage: 'Some fields are not valid.',
    invalidFields: fields,
  });
}

/** 400 when a message may not be sent again yet. */
export function tooEarly(timeLeftForRetry: number): SandboxError {
  return badRequest(
    'tooEarly',
    `Please wait ${timeLeftForRetry} seconds before asking again.`,
    timeLeftForRetry,
  );
}

/** 429: the caller must wait `timeLeftForRetry` seconds (the HTTP server also sends it as Retry-After). */
export function tooManyRequests(
  errorCode: string,
  errorMessage: string,
  timeLeftForRetry: number,
): SandboxError {
  return new SandboxError(429, { errorCode, errorMessage, timeLeftForRetry });
}
