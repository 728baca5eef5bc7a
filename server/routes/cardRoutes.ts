import { Router } from 'express';
import type { SandboxCalls } from '../../src/adapters/sandbox/SandboxApi';
import { answer } from '../http/answer';
import { bearerOf, pathParam, queryOf } from '../http/requestParts';

/** A consumer's cards: details, blocking, activation, deactivation, transactions and inactivity-fee notices. */
export function cardRoutes(sandbox: SandboxCalls): Router {
  const router = Router();
  // Before /api/card/:cardId, which would otherwise take 'inactivity-fee-data' for a card id.
  router.get(
    '/api/card/inactivity-fee-data',
    answer((request) => ({ inactivityData: sandbox.inactivityFeeData(bearerOf(request)) })),
  );
  router.get(
    '/api/card/:cardId',
    answer((request) => ({ card: sandbox.getCard(bearerOf(request), pathParam(request, 'cardId')) })),
  );
  router.post(
    '/api/card/:cardId/block',
    answer((request) => ({ consumer: sandbox.blockCard(bearerOf(request), pathParam(request, 'cardId')) })),
  );
  router.post(
    '/api/card/:cardId/unblock',
    answer((request) => ({ consumer: sandbox.unblockCard(bearerOf(request), pathParam(request, 'cardId')) })),
  );
  // Decided: SPEC section 7 has no activation call; the terms say a card issued inactive is activated online.
  router.post(
    '/api/card/:cardId/activate',
    answer((request) => ({
      consumer: sandbox.activateCard(bearerOf(request), pathParam(request, 'cardId')),
    })),
  );
  router.delete(
    '/api/card/:cardId',
    answer((request) => {
      const { option, transferTo } = queryOf(request, 'deactivateCard');
      const cardId = pathParam(request, 'cardId');
      return { consumer: sandbox.deactivateCard(bearerOf(request), cardId, option, transferTo) };
    }),
  );
  router.get(
    '/api/card/:cardId/transactions',
    answer((request) => ({
      transactions: sandbox.cardTransactions(bearerOf(request), pathParam(request, 'cardId')),
    })),
  );
  router.get(
    '/api/card/:cardId/settlement',
    answer((request) => {
      const { settlementId } = queryOf(request, 'settlement');
      return sandbox.settlement(bearerOf(request), pathParam(request, 'cardId'), settlementId);
    }),
  );
  router.get(
    '/api/card/:cardId/authorisation',
    answer((request) => {
      const { authorisationId } = queryOf(request, 'authorisation');
      return sandbox.authorisation(bearerOf(request), pathParam(request, 'cardId'), authorisationId);
    }),
  );
  return router;
}
