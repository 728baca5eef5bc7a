import type { Discount } from '../../../domain/orders/promo';

interface PromoCode {
  discount: Discount;
  /** Spent before anyone could use it: every attempt fails as if the code were used. */
  alreadyUsed: boolean;
}

/** The sandbox's promo codes (fixed facts, kept in docs/sandbox.md). */
const PROMO_CODES: readonly PromoCode[] = [
  { discount: { kind: 'fixed', code: 'WELCOME5', value: 500 }, alreadyUsed: false },
  // No cap given: the domain's DOUBLE_PURCHASE_CAP applies.
  { discount: { kind: 'double_purchase', code: 'DOUBLE' }, alreadyUsed: false },
  { discount: { kind: 'fixed', code: 'USED10', value: 1000 }, alreadyUsed: true },
];

/** The code as the catalogue spells it: trimmed and upper case, so 'welcome5 ' finds WELCOME5. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The discount a code gives, or null when the code is unknown or was spent before anyone used it. */
export function usablePromoDiscount(code: string): Discount | null {
  const wanted = normalisePromoCode(code);
  const found = PROMO_CODES.find((promo) => promo.discount.code === wanted);
  if (!found || found.alreadyUsed) return null;
  return { ...found.discount };
}
