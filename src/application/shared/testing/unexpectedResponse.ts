import { GatewayError } from '../GatewayError';

/**
 * What an HTTP adapter throws when the issuer answers a body docs/openapi.yaml does not allow (a
 * malformed answer), for tests of what the app then shows; the adapters' own tests make it from a
 * real malformed answer.
 */
export function unexpectedResponse(): GatewayError {
  return new GatewayError('UnexpectedResponse', {
    diagnostic: 'GET /api/… answered a body that breaks docs/openapi.yaml (a test’s stand-in)',
  });
}
