import { NEW_CARD_FEE, TRANSFER_FEE } from '../../domain/cards/deactivationFees';
import { MINIMUM_AGE_YEARS } from '../../domain/consumer/dateOfBirthKeys';
import { formatNumber, formatPercent } from '../../domain/language/formatNumbers';
import type { Language } from '../../domain/language/Language';
import { formatMoney } from '../../domain/money/formatMoney';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import { CARD_CREATION_FEE, SERVICE_FEE_PERCENT } from '../../domain/orders/fees';
import { amountBounds } from '../../domain/orders/orderAmount';
import { CARD_VALIDITY_MONTHS, INACTIVITY_FEE_AFTER_MONTHS } from '../../domain/timing';
import { FOREIGN_CURRENCY_FEE_PERCENT, INACTIVITY_FEE } from '../../domain/terms';
import { REVIEW_COUNT, REVIEW_RATING } from '../widgets/RatingStars';

/**
 * Every figure the landing texts quote, from the domain's constants, formatted for the language. No
 * name is `count`, so the whole set can go to any t() call without triggering plural lookup.
 */
export function landingValues(language: Language, today: Date): Record<string, string> {
  const money = (cents: number) => formatMoney(cents, language);
  const bounds = amountBounds('landing');
  return {
    min: money(bounds.min),
    max: money(bounds.max),
    creationFee: money(CARD_CREATION_FEE),
    servicePercent: formatPercent(SERVICE_FEE_PERCENT, language),
    inactivityFee: money(INACTIVITY_FEE),
    inactivityMonths: String(INACTIVITY_FEE_AFTER_MONTHS),
    foreignPercent: formatPercent(FOREIGN_CURRENCY_FEE_PERCENT, language),
    transferFee: money(TRANSFER_FEE),
    replacementFee: money(NEW_CARD_FEE),
    purchaseLimit: money(KYC_LEVEL_1_PURCHASE_LIMIT),
    balanceLimit: money(KYC_LEVEL_1_ACCOUNT_LIMIT),
    validityMonths: String(CARD_VALIDITY_MONTHS),
    minimumAge: String(MINIMUM_AGE_YEARS),
    rating: formatNumber(REVIEW_RATING, language),
    reviewCount: formatNumber(REVIEW_COUNT, language),
    year: String(today.getFullYear()),
  };
}
