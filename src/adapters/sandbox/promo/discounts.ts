import type { Order } from '../../../domain/orders/Order';
import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { badRequest } from '../errors';
import { ownOrder } from '../orders/orderAccess';
import { promoInvalid } from '../orders/orderErrors';
import { requireEditable } from '../orders/orderGuards';
import { priceOrder } from '../orders/orderPricing';
import { readOrder } from '../orders/orderReads';
import { normalisePromoCode, usablePromoDiscount } from './promoCatalogue';
import { hasUsedPromoCode } from './promoUse';

/**
 * POST /order/{id}/discount: adds the code's discount line. 400 promoInvalid for an unknown code,
 * a code spent before anyone used it, one this consumer already used on a paid order, or one
 * already on this order. Codes stack, each taking off what is still due.
 */
export function applyDiscount(
  context: SandboxContext,
  bearer: Bearer,
  orderId: string,
  discountCode: string,
): Order {
  const account = context.requireSession(bearer);
  const order = ownOrder(context.state, account.id, orderId);
  requireEditable(context.state, order);
  const code = normalisePromoCode(discountCode);
  const usable =
    usablePromoDiscount(code) !== null &&
    !hasUsedPromoCode(context.state, account.id, code) &&
    !order.discountCodes.includes(code);
  if (!usable) throw promoInvalid();
  order.discountCodes.push(code);
  priceOrder(context.state, order);
  return readOrder(context, bearer, order);
}

/** DELETE /order/{id}/discount: takes the code's line off; 400 promoNotApplied when the order does not carry it. */
export function removeDiscount(
  context: SandboxContext,
  bearer: Bearer,
  orderId: string,
  discountCode: string,
): Order {
  const account = context.requireSession(bearer);
  const order = ownOrder(context.state, account.id, orderId);
  requireEditable(context.state, order);
  const code = normalisePromoCode(discountCode);
  if (!order.discountCodes.includes(code)) {
    throw badRequest('promoNotApplied', 'This promo code is not applied to the order.');
  }
  order.discountCodes = order.discountCodes.filter((applied) => applied !== code);
  priceOrder(context.state, order);
  return readOrder(context, bearer, order);
}
