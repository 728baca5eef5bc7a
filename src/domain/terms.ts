import type { Cents } from './money/Cents';

/*
 * Figures of SPEC section 9 that the terms and conditions state but nothing in the shop applies:
 * the card issuer enforces them. They live here so the terms can never disagree with the rules.
 */

/** Payments in a currency other than the euro cost this share of the converted amount. */
export const FOREIGN_CURRENCY_FEE_PERCENT = 3;
/** Charged each month once a card has not been used for INACTIVITY_FEE_AFTER_MONTHS. */
export const INACTIVITY_FEE: Cents = 100;
/** Payments above this amount need a declaration of the origin of the funds. */
export const ORIGIN_OF_FUNDS_DECLARATION_ABOVE: Cents = 1_500_000;
/** Most a consumer bears for an unauthorised payment: in pence (GBP) in the United Kingdom … */
export const UNAUTHORISED_LIABILITY_UK_PENCE = 3500;
/** … and in euro cents in the European Union. */
export const UNAUTHORISED_LIABILITY_EU: Cents = 5000;
