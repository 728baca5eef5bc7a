import type { Request, RequestHandler } from 'express';

/** A body, or at least a declared type for one: anything but an empty POST with no Content-Type. */
function carriesContent(request: Request): boolean {
  const length = Number(request.get('Content-Length') ?? 0);
  return (
    request.get('Content-Type') !== undefined ||
    request.get('Transfer-Encoding') !== undefined ||
    length !== 0
  );
}

/**
 * A state-changing sandbox tool answers only the app's own pages: a request from a page of another
 * origin is refused with 403 foreignOrigin, and a body that is not JSON with 415 jsonRequired. A
 * cross-site page can send a "simple" request (a form, or fetch in no-cors mode with text/plain) without
 * any CORS preflight, so CORS alone would let it wipe or approve things; browsers name the page's origin
 * in `Origin` on every POST. An empty POST with no Content-Type (the app's reset, curl -X POST) needs no JSON.
 */
export function sameSiteJsonOnly(allowedOrigins: readonly string[]): RequestHandler {
  return (request, response, next) => {
    const origin = request.get('Origin');
    if (origin !== undefined && !allowedOrigins.includes(origin)) {
      response.status(403).json({
        errorCode: 'foreignOrigin',
        errorMessage: 'The sandbox tools answer only the pages of the app.',
      });
      return;
    }
    if (carriesContent(request) && !request.is('application/json')) {
      response.status(415).json({
        errorCode: 'jsonRequired',
        errorMessage: 'The sandbox tools take a JSON body (Content-Type: application/json).',
      });
      return;
    }
    next();
  };
}
