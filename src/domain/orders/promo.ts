import type { Cents } from '../money/Cents';
import type { DiscountDescription, Order } from './Order';

/**
 * The double-the-card-value promotion gives the card value back as a discount, up to this cap
 * (the spec says "possibly capped" without a value; 25 EUR is our choice).
 */
export const DOUBLE_PURCHASE_CAP: Cents = 2500;

/** A promotion attached to an order through its code; its kind is also its order-line description. */
export type Discount =
  { kind: 'fixed'; code: string; value: Cents } | { kind: 'double_purchase'; code: string; cap?: Cents };

/** How much a discount would take off before any cap or floor: its value, or the whole card value. */
export function uncappedDiscount(discount: Discount, cardValue: Cents): Cents {
  return discount.kind === 'fixed' ? discount.value : cardValue;
}

/**
 * How much a discount takes off (a positive number) when `payable` cents are still due. A
 * discount never makes the order cost less than nothing; the double-purchase discount is
 * further capped at its cap.
 */
export function discountTaken(discount: Discount, cardValue: Cents, payable: Cents): Cents {
  const cap = discount.kind === 'double_purchase' ? (discount.cap ?? DOUBLE_PURCHASE_CAP) : Infinity;
  return Math.max(0, Math.min(uncappedDiscount(discount, cardValue), cap, payable));
}

/** The code as sent to the server (discountCode): trimmed, or null when nothing was typed. */
export function promoCodeToSend(text: string): string | null {
  const code = text.trim();
  return code === '' ? null : code;
}

/** Discount kinds are named like the order lines that carry them. */
export function discountDescription(discount: Discount): DiscountDescription {
  return discount.kind;
}

/** The promo codes an order carries, each once, in the order of its lines. */
export function appliedPromoCodes(order: Pick<Order, 'orderLines'>): string[] {
  const discounts = order.orderLines.filter((line) => line.type === 'discount');
  return [...new Set(discounts.flatMap((line) => (line.discountCode === null ? [] : [line.discountCode])))];
}
