import {
  GatewayError,
  type GatewayErrorDetails,
  type GatewayErrorKind,
  type InvalidField,
} from '../../application/shared/GatewayError';

/**
 * The one place where an answer's status becomes a typed failure (SPEC section 8), shared by the
 * in-memory and HTTP adapters. Status 0 means no answer came. 422 is read like 400; any other
 * status the contract does not name is a server failure, so the user sees the unspecified-error page.
 */
export function gatewayErrorFromStatus(status: number, body: unknown): GatewayError {
  return new GatewayError(kindOfStatus(status), detailsOf(body));
}

function kindOfStatus(status: number): GatewayErrorKind {
  switch (status) {
    case 0:
      return 'NetworkError';
    case 400:
    case 409:
    case 422:
      return 'InvalidFields';
    case 401:
      return 'Unauthorized';
    case 403:
    case 404:
      return 'NotFound';
    case 429:
      return 'TooManyRequests';
    default:
      return 'ServerError';
  }
}

/** Keeps only the well-formed parts of an error body: it may come from a server we do not control. */
function detailsOf(body: unknown): GatewayErrorDetails {
  if (!isRecord(body)) return {};
  const details: GatewayErrorDetails = {};
  if (typeof body.errorMessage === 'string') details.errorMessage = body.errorMessage;
  if (typeof body.errorCode === 'string') details.errorCode = body.errorCode;
  if (typeof body.timeLeftForRetry === 'number') details.timeLeftForRetry = body.timeLeftForRetry;
  if (Array.isArray(body.invalidFields)) details.invalidFields = body.invalidFields.filter(isInvalidField);
  return details;
}

function isInvalidField(entry: unknown): entry is InvalidField {
  return (
    isRecord(entry) &&
    typeof entry.fieldName === 'string' &&
    Array.isArray(entry.errors) &&
    entry.errors.every((error) => typeof error === 'string')
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
