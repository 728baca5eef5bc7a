/** The typed failures every adapter turns transport problems into (SPEC section 8). */
export type GatewayErrorKind =
  | 'Unauthorized' // 401: kept for retry after re-login
  | 'InvalidFields' // 400 and 409: field errors and/or a form error
  | 'NotFound' // 403 and 404
  | 'TooManyRequests' // 429: wait timeLeftForRetry seconds
  | 'ServerError' // 500
  | 'UnexpectedResponse' // a success whose body the API contract (docs/openapi.yaml) does not allow
  | 'NetworkError'; // no answer, or a timeout

export interface InvalidField {
  fieldName: string;
  errors: string[];
}

export interface GatewayErrorDetails {
  /** The server's own sentence; shown only when no translated text exists for `errorCode`. */
  errorMessage?: string | null;
  /** A stable code the presenters translate (e.g. 'promoInvalid', 'orderPaid'). */
  errorCode?: string | null;
  invalidFields?: InvalidField[];
  /** Seconds before a resend (or, after a 429, any new try) is allowed, when the server says so. */
  timeLeftForRetry?: number | null;
  /**
   * What went wrong, for developers (an answer the API contract does not allow, for instance); never
   * shown: a visitor reads the screen's own translated text instead.
   */
  diagnostic?: string | null;
}

export class GatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    readonly details: GatewayErrorDetails = {},
  ) {
    super(details.errorMessage ?? details.diagnostic ?? kind);
    this.name = 'GatewayError';
  }
}

/**
 * The issuer failed, or answered what its contract does not allow: nothing the user did, and shown as
 * SPEC section 8 shows a 500 (the screen's general error, or /err/unspecified).
 */
export function isServerFault(kind: GatewayErrorKind): boolean {
  return kind === 'ServerError' || kind === 'UnexpectedResponse';
}

export function isGatewayError(error: unknown): error is GatewayError {
  return error instanceof GatewayError;
}
