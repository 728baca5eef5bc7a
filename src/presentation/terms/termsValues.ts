import type { TFunction } from 'i18next';
import { CARD_CREATION_FEE, SERVICE_FEE_PERCENT, creationFee, serviceFee } from '../../domain/orders/fees';
import { KYC_LEVEL_1_ACCOUNT_LIMIT, KYC_LEVEL_1_PURCHASE_LIMIT } from '../../domain/orders/cardLimit';
import { ORDER_AMOUNT_DEFAULT, ORDER_AMOUNT_MIN } from '../../domain/orders/orderAmount';
import { NEW_CARD_FEE, TRANSFER_FEE } from '../../domain/cards/deactivationFees';
import { MINIMUM_AGE_YEARS } from '../../domain/consumer/dateOfBirthKeys';
import type { Language } from '../../domain/language/Language';
import { numberFormatOf } from '../../domain/language/numberFormatOf';
import type { Cents } from '../../domain/money/Cents';
import { formatPercent } from '../../domain/language/formatNumbers';
import { formatMoney } from '../../domain/money/formatMoney';
import * as timing from '../../domain/timing';
import * as terms from '../../domain/terms';

/** The one amount the terms quote in pounds, in the same regional format as formatMoney. */
function formatPounds(pence: number, language: Language): string {
  return numberFormatOf(language, { style: 'currency', currency: 'GBP' }).format(pence / 100);
}

/**
 * Every figure the terms quote, formatted for the language, durations with their unit ("12 months").
 * No name is `count`, so passing the whole set to any t() call never triggers plural lookup.
 */
export function termsValues(language: Language, t: TFunction): Record<string, string> {
  const money = (cents: Cents) => formatMoney(cents, language);
  const duration = (
    unit: 'minutes' | 'days' | 'businessDays' | 'weeks' | 'months' | 'years',
    count: number,
  ) => t(`terms.units.${unit}`, { count });
  const exampleServiceFee = serviceFee(ORDER_AMOUNT_DEFAULT);
  const exampleFirstTotal = ORDER_AMOUNT_DEFAULT + exampleServiceFee + creationFee({ isFirstCard: true });
  const exampleLaterTotal = ORDER_AMOUNT_DEFAULT + exampleServiceFee + creationFee({ isFirstCard: false });
  return {
    minimumAge: String(MINIMUM_AGE_YEARS),
    minimumCardValue: money(ORDER_AMOUNT_MIN),
    validityPeriod: duration('months', timing.CARD_VALIDITY_MONTHS),
    purchaseLimit: money(KYC_LEVEL_1_PURCHASE_LIMIT),
    accountLimit: money(KYC_LEVEL_1_ACCOUNT_LIMIT),
    originOfFundsThreshold: money(terms.ORIGIN_OF_FUNDS_DECLARATION_ABOVE),
    creationFee: money(CARD_CREATION_FEE),
    serviceFeePercent: formatPercent(SERVICE_FEE_PERCENT, language),
    foreignCurrencyFee: formatPercent(terms.FOREIGN_CURRENCY_FEE_PERCENT, language),
    inactivityFee: money(terms.INACTIVITY_FEE),
    inactivityPeriod: duration('months', timing.INACTIVITY_FEE_AFTER_MONTHS),
    transferFee: money(TRANSFER_FEE),
    replacementFee: money(NEW_CARD_FEE),
    exampleValue: money(ORDER_AMOUNT_DEFAULT),
    exampleServiceFee: money(exampleServiceFee),
    exampleFirstTotal: money(exampleFirstTotal),
    exampleLaterTotal: money(exampleLaterTotal),
    issuedWithin: duration('businessDays', timing.TERMS_CARD_ISSUED_WITHIN_BUSINESS_DAYS),
    preAuthorisationHold: duration('days', timing.TERMS_PRE_AUTHORISATION_HOLD_DAYS),
    autoReplacementWindow: duration('months', timing.TERMS_AUTO_REPLACEMENT_USED_WITHIN_MONTHS),
    cancellationPeriod: duration('days', timing.TERMS_CANCELLATION_DAYS),
    statementsKept: duration('years', timing.TERMS_STATEMENTS_KEPT_YEARS),
    dataRequestAnswer: duration('months', timing.TERMS_DATA_REQUEST_ANSWER_MONTHS),
    reportWithin: duration('months', timing.TERMS_REPORT_UNAUTHORISED_PAYMENT_MONTHS),
    liabilityUk: formatPounds(terms.UNAUTHORISED_LIABILITY_UK_PENCE, language),
    liabilityEu: money(terms.UNAUTHORISED_LIABILITY_EU),
    refundRequestWindow: duration('weeks', timing.TERMS_REFUND_PAYEE_INITIATED_REQUEST_WEEKS),
    refundAnswer: duration('businessDays', timing.TERMS_REFUND_PAYEE_INITIATED_ANSWER_BUSINESS_DAYS),
    refundNoticeAhead: duration('weeks', timing.TERMS_REFUND_NOT_DUE_IF_NOTIFIED_WEEKS_AHEAD),
    changeNotice: duration('months', timing.TERMS_CHANGE_NOTICE_MONTHS),
    complaintAnswer: duration('businessDays', timing.TERMS_COMPLAINT_ANSWER_BUSINESS_DAYS),
    complaintAnswerMax: duration('businessDays', timing.TERMS_COMPLAINT_ANSWER_MAX_BUSINESS_DAYS),
    redemptionFeeWaivedWithin: duration('years', timing.TERMS_REDEMPTION_FEE_WAIVED_WITHIN_YEARS),
    redemptionRefusedAfter: duration('years', timing.TERMS_REDEMPTION_REFUSED_AFTER_YEARS),
    supportAnswer: duration('businessDays', timing.SUPPORT_ANSWER_BUSINESS_DAYS),
    messageWithin: duration('minutes', timing.MESSAGE_EXPECTED_WITHIN_MINUTES),
  };
}
