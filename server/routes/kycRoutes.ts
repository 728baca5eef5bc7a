import { Router } from 'express';
import type { SandboxCalls } from '../../src/adapters/sandbox/SandboxApi';
import { answer } from '../http/answer';
import { bearerOf, queryOf } from '../http/requestParts';

/**
 * The identity check: its initiation, status and the declined payments. Simulate Success
 * (/api/consumer/simulate-kyc) is a sandbox tool: routes/sandboxRoutes.ts.
 */
export function kycRoutes(sandbox: SandboxCalls): Router {
  const router = Router();
  router.get(
    '/api/consumer/kyc',
    answer((request) => ({ data: sandbox.initiateKyc(bearerOf(request)) })),
  );
  router.get(
    '/api/consumer/kyc-status',
    answer((request) => sandbox.kycStatus(bearerOf(request), queryOf(request, 'kycStatus').level)),
  );
  router.put(
    '/api/consumer/kyc-status',
    answer((request) => ({ consumer: sandbox.refreshKycStatus(bearerOf(request)) })),
  );
  router.get(
    '/api/consumer/declined-kyc-transactions',
    answer((request) => ({ declinedTransactions: sandbox.declinedKycTransactions(bearerOf(request)) })),
  );
  return router;
}
