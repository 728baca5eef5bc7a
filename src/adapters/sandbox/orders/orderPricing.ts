import { isFirstCard } from '../../../domain/orders/fees';
import { buildOrderLines, orderTotal } from '../../../domain/orders/orderLines';
import type { Discount } from '../../../domain/orders/promo';
import { usablePromoDiscount } from '../promo/promoCatalogue';
import { hasUsedPromoCode } from '../promo/promoUse';
import type { OrderRecord, SandboxState } from '../state/SandboxState';
import { cardsHeldAndOwed } from './cardsHeldAndOwed';

function discountsOf(codes: readonly string[]): Discount[] {
  return codes.flatMap((code) => usablePromoDiscount(code) ?? []);
}

/**
 * Rebuilds an order's lines and total from its card value and promo codes with the domain's
 * rules. The first-card rule is read at this moment: a consumer who has no card yet, and no paid
 * order still owing one, pays no creation fee.
 */
export function priceOrder(state: SandboxState, order: OrderRecord): void {
  order.orderLines = buildOrderLines(
    order.cardValue,
    { isFirstCard: isFirstCard({ cards: cardsHeldAndOwed(state, order.consumerId) }) },
    discountsOf(order.discountCodes),
  );
  order.amount = { amount: orderTotal(order.orderLines) };
}

/**
 * Prices an unpaid order against the consumer as they are now: the promo codes another of their
 * orders has used since are dropped, and the first card may no longer be free.
 */
export function priceAfresh(state: SandboxState, order: OrderRecord): void {
  order.discountCodes = order.discountCodes.filter(
    (code) => !hasUsedPromoCode(state, order.consumerId, code),
  );
  priceOrder(state, order);
}
