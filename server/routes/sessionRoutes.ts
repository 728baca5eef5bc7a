import { Router } from 'express';
import type { SandboxCalls } from '../../src/adapters/sandbox/SandboxApi';
import { answer } from '../http/answer';
import { bearerOf, bodyOf } from '../http/requestParts';

/** Sign-in, the one-time code that completes it, and sign-out. */
export function sessionRoutes(sandbox: SandboxCalls): Router {
  const router = Router();
  router.post(
    '/api/consumer/login',
    answer((request) => {
      const { email, password } = bodyOf(request, 'login');
      return sandbox.login({ email, password });
    }),
  );
  router.post(
    '/api/consumer/otp/request',
    answer((request) => {
      sandbox.requestOneTimeCode(bearerOf(request));
      return {};
    }),
  );
  router.post(
    '/api/consumer/otp/verify',
    answer((request) =>
      sandbox.verifyOneTimeCode(bearerOf(request), bodyOf(request, 'verifyOneTimeCode').code),
    ),
  );
  router.delete(
    '/api/consumer/token',
    answer((request) => {
      sandbox.logout(bearerOf(request));
      return {};
    }),
  );
  return router;
}
