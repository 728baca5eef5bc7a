import type { RequestHandler } from 'express';

/** Whether every percent escape of the path decodes (a lone '%', a cut or invalid UTF-8 sequence do not). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses, with 400 malformedPath, a path whose percent escapes do not decode (/api/card/%), before
 * anything reads it: the router would otherwise fail to decode a path parameter and answer 500. The
 * whole path decodes exactly when each of its segments does, as an escape cannot span a '/'.
 */
export const wellFormedPath: RequestHandler = (request, response, next) => {
  if (decodes(request.path)) {
    next();
    return;
  }
  response
    .status(400)
    .json({ errorCode: 'malformedPath', errorMessage: 'The request path has an invalid percent escape.' });
};
