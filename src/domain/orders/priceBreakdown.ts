import type { Cents } from '../money/Cents';
import type { Order, OrderLine } from './Order';
import { orderTotal } from './orderLines';

/** The payment page's price box, in cents. Discounts are negative, as on the order lines. */
export interface PriceBreakdown {
  cardPrice: Cents;
  creationFee: Cents;
  serviceFee: Cents;
  discount: Cents;
  /**
   * With a double-purchase discount: what all the discounts would take before caps (negative), to show
   * struck through beside `discount`; null without one.
   */
  originalDiscount: Cents | null;
  total: Cents;
}

function sumOf(lines: readonly OrderLine[], matches: (line: OrderLine) => boolean): Cents {
  return lines.filter(matches).reduce((sum, line) => sum + line.amount.amount, 0);
}

/**
 * Reads an order's lines into the price box. A double_purchase discount line marks the double
 * discount, which has an original amount (its own amount when the server sent none): the discounts'
 * original amounts, other codes' included, are reported beside their total, so that the two compare.
 * Fee lines are told apart by their description;
 * a fee line with another description is still paid, so it counts in the total only.
 */
export function priceBreakdown(order: Pick<Order, 'orderLines'>): PriceBreakdown {
  const lines = order.orderLines;
  const discountLines = lines.filter((line) => line.type === 'discount');
  const hasDouble = discountLines.some((line) => line.description === 'double_purchase');
  return {
    cardPrice: sumOf(lines, (line) => line.type === 'product'),
    creationFee: sumOf(lines, (line) => line.type === 'fee' && line.description === 'card_creation'),
    serviceFee: sumOf(lines, (line) => line.type === 'fee' && line.description === 'service'),
    discount: sumOf(lines, (line) => line.type === 'discount'),
    originalDiscount: hasDouble
      ? discountLines.reduce((sum, line) => sum + (line.originalAmount?.amount ?? line.amount.amount), 0)
      : null,
    total: orderTotal(lines),
  };
}
