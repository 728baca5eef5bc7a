import { Router } from 'express';
import type { SandboxCalls } from '../../src/adapters/sandbox/SandboxApi';
import { invalidFields } from '../../src/adapters/sandbox/errors';
import { eurosToCents } from '../../src/domain/money/euroConversion';
import { answer } from '../http/answer';
import { bearerOf, bodyOf, idempotencyKeyOf, pathParam } from '../http/requestParts';

/**
 * A typed card value in cents. A card value is whole euros, so anything but an integer is refused:
 * a value that rounding would turn into whole euros (20.004, 20.0000000001) here, as not whole
 * euros, before any rounding; whole cents (4.99, 20.50) go on to the sandbox, which refuses every
 * amount that is not whole euros, and judges them as it judges the same values sent in cents (4.99
 * is below the minimum, 20.50 not whole euros).
 */
function cardValueInCents(amount: number): number {
  const cents = eurosToCents(amount);
  if (!Number.isInteger(amount) && cents % 100 === 0) {
    throw invalidFields([{ fieldName: 'amount', errors: ['cards.order.integer'] }]);
  }
  return cents;
}

/** Orders and their payment. The two amounts a person types arrive in euros; the sandbox counts in cents. */
export function orderRoutes(sandbox: SandboxCalls): Router {
  const router = Router();
  router.get(
    '/api/consumer/orders',
    answer((request) => ({ orders: sandbox.listOrders(bearerOf(request)) })),
  );
  router.post(
    '/api/order/create',
    answer((request) => {
      const { amount } = bodyOf(request, 'createOrder');
      const { orderId } = sandbox.createOrder(bearerOf(request), cardValueInCents(amount));
      return { order: { id: orderId } };
    }),
  );
  router.get(
    '/api/order/:orderId',
    answer((request) => ({ order: sandbox.getOrder(bearerOf(request), pathParam(request, 'orderId')) })),
  );
  router.put(
    '/api/order/:orderId/amount',
    answer((request) => {
      const { amount } = bodyOf(request, 'changeOrderAmount');
      const orderId = pathParam(request, 'orderId');
      return { order: sandbox.changeOrderAmount(bearerOf(request), orderId, cardValueInCents(amount)) };
    }),
  );
  router.post(
    '/api/order/:orderId/discount',
    answer((request) => {
      const { discountCode } = bodyOf(request, 'applyDiscount');
      return { order: sandbox.applyDiscount(bearerOf(request), pathParam(request, 'orderId'), discountCode) };
    }),
  );
  router.delete(
    '/api/order/:orderId/discount',
    answer((request) => {
      const { discountCode } = bodyOf(request, 'removeDiscount');
      return {
        order: sandbox.removeDiscount(bearerOf(request), pathParam(request, 'orderId'), discountCode),
      };
    }),
  );
  router.get(
    '/api/order/:orderId/payment-methods',
    answer((request) => sandbox.paymentMethods(bearerOf(request), pathParam(request, 'orderId'))),
  );
  router.post(
    '/api/order/:orderId/payment',
    answer((request) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { paymethodId } = bodyOf(request, 'startPayment');
      const orderId = pathParam(request, 'orderId');
      return sandbox.startPayment(bearerOf(request), orderId, paymethodId, idempotencyKey);
    }),
  );
  router.get(
    '/api/order/:orderId/process',
    answer((request) => ({ order: sandbox.processOrder(bearerOf(request), pathParam(request, 'orderId')) })),
  );
  router.get(
    '/api/order/:orderId/cards',
    answer((request) => ({ cards: sandbox.orderCards(bearerOf(request), pathParam(request, 'orderId')) })),
  );
  router.get(
    '/api/order/:orderId/error',
    answer((request) => sandbox.orderError(bearerOf(request), pathParam(request, 'orderId'))),
  );
  router.get(
    '/api/order/:orderId/success',
    answer((request) => ({ order: sandbox.orderSuccess(bearerOf(request), pathParam(request, 'orderId')) })),
  );
  router.post(
    '/api/order/:orderId/pending',
    answer((request) => {
      sandbox.notifyPending(bearerOf(request), pathParam(request, 'orderId'));
      return {};
    }),
  );
  router.post(
    '/api/order/:orderId/cancel',
    answer((request) => {
      sandbox.cancelOrder(bearerOf(request), pathParam(request, 'orderId'));
      return {};
    }),
  );
  return router;
}
