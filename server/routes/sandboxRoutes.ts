import { Router, type RequestHandler } from 'express';
import type { SandboxApi } from '../../src/adapters/sandbox/SandboxApi';
import { answer } from '../http/answer';
import { bearerOf, bodyOf, pathParam, queryOf } from '../http/requestParts';
import { sameSiteJsonOnly } from '../http/sameSiteJsonOnly';
import { sandboxToolsOff } from '../http/sandboxToolsOff';
import type { ControllableClock } from '../ManualClock';

/** One capability only the sandbox has: its method, its path (under /sandbox-api or not) and its route. */
export interface SandboxTool {
  method: 'get' | 'post';
  path: string;
  handler: RequestHandler;
}

/**
 * Everything only the sandbox offers, wherever its path lives: the vault behind the secure input and
 * card display, the outbox, a reset, the payment provider page, the identity-check widget, Simulate
 * Success (GET /api/consumer/simulate-kyc, a path of the issuer's API that a real issuer answers only in
 * its sandbox), fault injection, and the clock when the server runs on a test clock (otherwise that path
 * is unknown). A reset also forgets the rate limits' counts (`forgetRateLimits`), so every test starts
 * from a fresh server. docs/security.md lists them with what production answers.
 */
export function sandboxTools(
  sandbox: SandboxApi,
  clock: ControllableClock | undefined,
  forgetRateLimits: () => void,
): SandboxTool[] {
  const tools: SandboxTool[] = [
    {
      method: 'post',
      path: '/sandbox-api/vault/tokenise',
      handler: answer((request) => ({ token: sandbox.tokenise(bodyOf(request, 'tokenise').secret) })),
    },
    // Card secrets only, and only to the signed-in owner of the card (401, or 404 for any other token).
    {
      method: 'post',
      path: '/sandbox-api/vault/card-secret',
      handler: answer((request) => ({
        secret: sandbox.revealCardSecret(bearerOf(request), bodyOf(request, 'revealCardSecret').token),
      })),
    },
    {
      method: 'get',
      path: '/sandbox-api/outbox',
      handler: answer(() => ({ messages: sandbox.outbox() })),
    },
    {
      method: 'post',
      path: '/sandbox-api/reset',
      handler: answer(() => {
        sandbox.reset();
        forgetRateLimits();
        return {};
      }),
    },
    {
      method: 'get',
      path: '/sandbox-api/payment/:paymentId',
      handler: answer((request) => ({ session: sandbox.paymentSession(pathParam(request, 'paymentId')) })),
    },
    {
      method: 'post',
      path: '/sandbox-api/payment/:paymentId/complete',
      handler: answer((request) => {
        const { outcome } = bodyOf(request, 'completePayment');
        return sandbox.completePayment(pathParam(request, 'paymentId'), outcome);
      }),
    },
    {
      method: 'post',
      path: '/sandbox-api/identity-check/:reference',
      handler: answer((request) => {
        const { outcome } = bodyOf(request, 'completeIdentityCheck');
        sandbox.completeIdentityCheck(pathParam(request, 'reference'), outcome);
        return {};
      }),
    },
    // A GET that changes the consumer's level (SPEC section 7 names it so): never reachable in production.
    {
      method: 'get',
      path: '/api/consumer/simulate-kyc',
      handler: answer((request) => ({
        consumer: sandbox.simulateKyc(bearerOf(request), queryOf(request, 'simulateKyc').level),
      })),
    },
    {
      method: 'post',
      path: '/sandbox-api/fail-next',
      handler: answer((request) => {
        const { call, status } = bodyOf(request, 'failNext');
        sandbox.failNext(call, status);
        return {};
      }),
    },
  ];
  if (clock !== undefined) {
    tools.push({
      method: 'post',
      path: '/sandbox-api/clock/advance',
      handler: answer((request) => {
        clock.advance(bodyOf(request, 'advanceClock').ms);
        return { now: clock.now().toISOString() };
      }),
    });
  }
  return tools;
}

/**
 * Who may reach the sandbox tools, mounted before the OpenAPI validator, so a refusal does not depend on
 * what the request carries. When the server runs as a sandbox, a state-changing tool answers only the
 * app's own pages with a JSON body (sameSiteJsonOnly: no cross-site page may reset or approve
 * anything); otherwise every tool's path, and any other path under /sandbox-api, answers 403
 * sandboxToolsDisabled, as a real issuer's production API would.
 */
export function sandboxGate(
  tools: readonly SandboxTool[],
  options: { enabled: boolean; allowedOrigins: readonly string[] },
): Router {
  const router = Router();
  const guard = sameSiteJsonOnly(options.allowedOrigins);
  for (const { method, path } of tools) {
    if (!options.enabled) router[method](path, sandboxToolsOff);
    else if (method === 'post') router.post(path, guard);
  }
  if (!options.enabled) router.use('/sandbox-api', sandboxToolsOff);
  return router;
}

/** The sandbox tools as routes, behind sandboxGate and the validator. */
export function sandboxRoutes(tools: readonly SandboxTool[]): Router {
  const router = Router();
  for (const { method, path, handler } of tools) router[method](path, handler);
  return router;
}
