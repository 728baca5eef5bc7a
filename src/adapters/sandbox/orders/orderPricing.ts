import { isFirstCard } from '../../../domain/orders/fees';
import { buildOrderLines, orderTotal } from '../../../domain/orders/orderLines';
import type { Discount } from '../../../domain/orders/promo';
import { usablePromoDiscount } from '../promo/promoCatalogue';
import type { OrderRecord, SandboxState } from '../state/SandboxState';

function discountsOf(codes: readonly string[]): Discount[] {
  return codes.flatMap((code) => usablePromoDiscount(code) ?? []);
}

/**
 * Rebuilds an order's lines and total from its card value and promo codes with the domain's
 * rules. The first-card rule is read at this moment: a consumer who has no card yet pays no
 * creation fee.
 */
export function priceOrder(state: SandboxState, order: OrderRecord): void {
  const cards = state.cards.filter((card) => card.consumerId === order.consumerId);
  order.orderLines = buildOrderLines(
    order.cardValue,
    { isFirstCard: isFirstCard({ cards }) },
    discountsOf(order.discountCodes),
  );
  order.amount = { amount: orderTotal(order.orderLines) };
}
