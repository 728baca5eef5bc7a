import type { Cents } from '../money/Cents';
import type { OrderLine } from './Order';
import { creationFee, serviceFee } from './fees';
import { discountDescription, discountTaken, uncappedDiscount, type Discount } from './promo';

/** Description of the product line: the card itself. */
export const CARD_LINE_DESCRIPTION = 'card';

function line(id: string, type: OrderLine['type'], description: string, amount: Cents): OrderLine {
  return { id, type, description, amount: { amount }, discountCode: null };
}

/** What the lines add up to, never below zero. */
export function orderTotal(lines: readonly OrderLine[]): Cents {
  return Math.max(
    0,
    lines.reduce((sum, orderLine) => sum + orderLine.amount.amount, 0),
  );
}

/**
 * The lines of an order for a card of `cardValue` cents: the card, the creation fee (left out
 * entirely for a first card, which is free), the 5% service fee, then one negative line per
 * discount in the order given. Each discount takes off at most what is still due, so the lines
 * always add up to the total. A double-purchase line keeps the uncapped discount as its original amount.
 */
export function buildOrderLines(
  cardValue: Cents,
  options: { isFirstCard: boolean },
  discounts: readonly Discount[] = [],
): OrderLine[] {
  const lines: OrderLine[] = [line('card', 'product', CARD_LINE_DESCRIPTION, cardValue)];
  const fee = creationFee(options);
  if (fee > 0) lines.push(line('card_creation', 'fee', 'card_creation', fee));
  lines.push(line('service', 'fee', 'service', serviceFee(cardValue)));

  discounts.forEach((discount, index) => {
    const taken = discountTaken(discount, cardValue, orderTotal(lines));
    const discountLine: OrderLine = {
      ...line(`discount-${index + 1}`, 'discount', discountDescription(discount), -taken),
      discountCode: discount.code,
    };
    if (discount.kind === 'double_purchase') {
      discountLine.originalAmount = { amount: -uncappedDiscount(discount, cardValue) };
    }
    lines.push(discountLine);
  });
  return lines;
}
