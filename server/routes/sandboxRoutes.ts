import { Router } from 'express';
import type { SandboxApi } from '../../src/adapters/sandbox/SandboxApi';
import { answer } from '../http/answer';
import { readFields } from '../http/requestFields';
import { bearerOf, pathParam } from '../http/requestParts';
import type { ControllableClock } from '../ManualClock';
import {
  CLOCK_ADVANCE,
  FAULT,
  IDENTITY_CHECK_OUTCOME,
  PAYMENT_OUTCOME,
  SECRET,
  VAULT_TOKEN,
} from './requestSchemas';

/**
 * What only the sandbox offers, under /sandbox-api: the vault behind the secure input and card display,
 * the outbox, a reset, the payment provider page, the identity-check widget, fault injection, and the
 * clock when the server runs on a test clock (otherwise that path is unknown). A reset also forgets
 * the rate limits' counts (`forgetRateLimits`), so every test starts from a fresh server.
 */
export function sandboxRoutes(
  sandbox: SandboxApi,
  clock: ControllableClock | undefined,
  forgetRateLimits: () => void,
): Router {
  const router = Router();
  router.post(
    '/sandbox-api/vault/tokenise',
    answer((request) => ({ token: sandbox.tokenise(readFields(request.body, SECRET).secret) })),
  );
  // Card secrets only, and only to the signed-in owner of the card (401, or 404 for any other token).
  router.post(
    '/sandbox-api/vault/card-secret',
    answer((request) => ({
      secret: sandbox.revealCardSecret(bearerOf(request), readFields(request.body, VAULT_TOKEN).token),
    })),
  );
  router.get(
    '/sandbox-api/outbox',
    answer(() => ({ messages: sandbox.outbox() })),
  );
  router.post(
    '/sandbox-api/reset',
    answer(() => {
      sandbox.reset();
      forgetRateLimits();
      return {};
    }),
  );
  router.get(
    '/sandbox-api/payment/:paymentId',
    answer((request) => ({ session: sandbox.paymentSession(pathParam(request, 'paymentId')) })),
  );
  router.post(
    '/sandbox-api/payment/:paymentId/complete',
    answer((request) => {
      const { outcome } = readFields(request.body, PAYMENT_OUTCOME);
      return sandbox.completePayment(pathParam(request, 'paymentId'), outcome);
    }),
  );
  router.post(
    '/sandbox-api/identity-check/:reference',
    answer((request) => {
      const { outcome } = readFields(request.body, IDENTITY_CHECK_OUTCOME);
      sandbox.completeIdentityCheck(pathParam(request, 'reference'), outcome);
      return {};
    }),
  );
  router.post(
    '/sandbox-api/fail-next',
    answer((request) => {
      const { call, status } = readFields(request.body, FAULT);
      sandbox.failNext(call, status);
      return {};
    }),
  );
  if (clock !== undefined) {
    router.post(
      '/sandbox-api/clock/advance',
      answer((request) => {
        clock.advance(readFields(request.body, CLOCK_ADVANCE).ms);
        return { now: clock.now().toISOString() };
      }),
    );
  }
  return router;
}
