import type { Request, RequestHandler } from 'express';

/**
 * A route that answers 200 with the JSON body `reply` returns. A throw (SandboxError or
 * anything unexpected) goes to the error handler, which Express 5 does for synchronous handlers too.
 */
export function answer(reply: (request: Request) => object): RequestHandler {
  return (request, response) => {
    response.json(reply(request));
  };
}
