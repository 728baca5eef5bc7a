import { Router, type RequestHandler } from 'express';
import { unauthorized } from '../../src/adapters/sandbox/errors';
import type { SandboxSessionCheck, SessionKind } from '../../src/adapters/sandbox/SandboxApi';
import { bearerOf } from './requestParts';

interface Route {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
}

/** What anyone may call: signing up or in, the password reset, and the e-mail link (opened with no session). */
export const PUBLIC_ROUTES: readonly Route[] = [
  { method: 'post', path: '/api/consumer/register' },
  { method: 'post', path: '/api/consumer/login' },
  { method: 'post', path: '/api/consumer/lost-password/start' },
  { method: 'post', path: '/api/consumer/lost-password/resume' },
  { method: 'post', path: '/api/consumer/verify-email/check-code' },
];

/** What a login token still waiting for its one-time code opens, besides what a full session opens. */
export const SIGN_IN_ROUTES: readonly Route[] = [
  { method: 'post', path: '/api/consumer/otp/request' },
  { method: 'post', path: '/api/consumer/otp/verify' },
  { method: 'delete', path: '/api/consumer/token' },
];

/**
 * Lets the request out of the gate, on to the body parser and the routes, only when its bearer opens
 * one of `kinds` of session; 401 with the sandbox's own body otherwise.
 */
function requireSession(sandbox: SandboxSessionCheck, kinds: readonly SessionKind[]): RequestHandler {
  return (request, _response, next) => {
    if (!kinds.includes(sandbox.sessionKind(bearerOf(request)))) throw unauthorized();
    next('router');
  };
}

/**
 * Mounted before the body parser, so a request without a live session is answered 401 before its
 * body is read: a stranger cannot make the server parse (or decompress) anything. Every /api path
 * needs a full session unless it is listed above, so a route added later is closed until said
 * otherwise; the routes still check their session themselves. Paths match as the routes' do (Express'
 * case-insensitive, trailing-slash-tolerant matching), so no spelling of a closed path looks open.
 */
export function sessionGate(sandbox: SandboxSessionCheck): Router {
  const gate = Router();
  const open: RequestHandler = (_request, _response, next) => next('router');
  for (const { method, path } of PUBLIC_ROUTES) gate[method](path, open);
  const signIn = requireSession(sandbox, ['awaitingCode', 'verified']);
  for (const { method, path } of SIGN_IN_ROUTES) gate[method](path, signIn);
  gate.use('/api', requireSession(sandbox, ['verified']));
  return gate;
}
