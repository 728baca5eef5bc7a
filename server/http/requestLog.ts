import type { RequestHandler } from 'express';

/**
 * One line per request once it is over: method, path, status (or 'no-answer' when the connection
 * closed without one) and duration. Only the path: query strings, headers and bodies may carry secrets.
 */
export function requestLog(log: (line: string) => void): RequestHandler {
  return (request, response, next) => {
    const started = performance.now();
    const { method, path } = request;
    response.on('close', () => {
      const status = response.writableFinished ? String(response.statusCode) : 'no-answer';
      log(`${method} ${path} ${status} ${Math.round(performance.now() - started)}ms`);
    });
    next();
  };
}
