import type { RequestHandler } from 'express';

/** The names the local server answers to; any other Host is a page of another site rebinding its DNS to us. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Refuses, with 421, a request whose Host header is not a loopback name (DNS rebinding). */
export const loopbackHostOnly: RequestHandler = (request, response, next) => {
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (LOOPBACK_HOSTS.has(host)) {
    next();
    return;
  }
  response
    .status(421)
    .json({ errorCode: 'unknownHost', errorMessage: 'This server answers only to localhost names.' });
};
