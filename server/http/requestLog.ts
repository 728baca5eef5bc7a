import type { RequestHandler } from 'express';

/**
 * Path segments that are keys in themselves: the sandbox provider page opens a payment, and the
 * identity-check widget a check, by its id alone. Matched as Express matches routes (any case).
 */
const KEY_SEGMENTS: readonly [RegExp, string][] = [
  [/^\/sandbox-api\/payment\/[^/]+/i, '/sandbox-api/payment/{paymentId}'],
  [/^\/sandbox-api\/identity-check\/[^/]+/i, '/sandbox-api/identity-check/{reference}'],
];

/** The path as it may be logged: a key segment is replaced by its name. */
export function loggablePath(path: string): string {
  for (const [segment, name] of KEY_SEGMENTS) if (segment.test(path)) return path.replace(segment, name);
  return path;
}

/**
 * One line per request once it is over: method, path, status (or 'no-answer' when the connection
 * closed without one) and duration. Only the path, its key segments named rather than written (a payment
 * id, an identity-check reference): query strings, headers and bodies may carry secrets.
 */
export function requestLog(log: (line: string) => void): RequestHandler {
  return (request, response, next) => {
    const started = performance.now();
    const { method, path } = request;
    response.on('close', () => {
      const status = response.writableFinished ? String(response.statusCode) : 'no-answer';
      log(`${method} ${loggablePath(path)} ${status} ${Math.round(performance.now() - started)}ms`);
    });
    next();
  };
}
