import type { Language } from '../../domain/language/Language';
import enAuth from '../../../locales/en/auth.json';
import enCardDetails from '../../../locales/en/cardDetails.json';
import enCards from '../../../locales/en/cards.json';
import enCommon from '../../../locales/en/common.json';
import enDeactivation from '../../../locales/en/deactivation.json';
import enErrors from '../../../locales/en/errors.json';
import enFooter from '../../../locales/en/footer.json';
import enKyc from '../../../locales/en/kyc.json';
import enLanding from '../../../locales/en/landing.json';
import enOrderResult from '../../../locales/en/orderResult.json';
import enOrders from '../../../locales/en/orders.json';
import enPayment from '../../../locales/en/payment.json';
import enRegister from '../../../locales/en/register.json';
import enRegistration from '../../../locales/en/registration.json';
import enSandbox from '../../../locales/en/sandbox.json';
import enShell from '../../../locales/en/shell.json';
import enSignin from '../../../locales/en/signin.json';
import enTerms from '../../../locales/en/terms.json';
import enTransactions from '../../../locales/en/transactions.json';
import enValidation from '../../../locales/en/validation.json';
import enVerification from '../../../locales/en/verification.json';
import enVerify from '../../../locales/en/verify.json';
import frAuth from '../../../locales/fr/auth.json';
import frCardDetails from '../../../locales/fr/cardDetails.json';
import frCards from '../../../locales/fr/cards.json';
import frCommon from '../../../locales/fr/common.json';
import frDeactivation from '../../../locales/fr/deactivation.json';
import frErrors from '../../../locales/fr/errors.json';
import frFooter from '../../../locales/fr/footer.json';
import frKyc from '../../../locales/fr/kyc.json';
import frLanding from '../../../locales/fr/landing.json';
import frOrderResult from '../../../locales/fr/orderResult.json';
import frOrders from '../../../locales/fr/orders.json';
import frPayment from '../../../locales/fr/payment.json';
import frRegister from '../../../locales/fr/register.json';
import frRegistration from '../../../locales/fr/registration.json';
import frSandbox from '../../../locales/fr/sandbox.json';
import frShell from '../../../locales/fr/shell.json';
import frSignin from '../../../locales/fr/signin.json';
import frTerms from '../../../locales/fr/terms.json';
import frTransactions from '../../../locales/fr/transactions.json';
import frValidation from '../../../locales/fr/validation.json';
import frVerification from '../../../locales/fr/verification.json';
import frVerify from '../../../locales/fr/verify.json';

/**
 * Every locale file, by language. Each file holds one top-level key named after it (validation.json
 * holds the spec's few top-level keys such as minAgeRequired), so the merged tree keeps the spec's
 * own dotted keys (`auth.errors.email.invalid`). A test checks that every file in locales/ is listed
 * here and that both languages have the same keys.
 */
export const LOCALE_FILES: Record<Language, Record<string, object>> = {
  en: {
    auth: enAuth,
    cardDetails: enCardDetails,
    cards: enCards,
    common: enCommon,
    deactivation: enDeactivation,
    errors: enErrors,
    footer: enFooter,
    kyc: enKyc,
    landing: enLanding,
    orderResult: enOrderResult,
    orders: enOrders,
    payment: enPayment,
    register: enRegister,
    registration: enRegistration,
    sandbox: enSandbox,
    shell: enShell,
    signin: enSignin,
    terms: enTerms,
    transactions: enTransactions,
    validation: enValidation,
    verification: enVerification,
    verify: enVerify,
  },
  fr: {
    auth: frAuth,
    cardDetails: frCardDetails,
    cards: frCards,
    common: frCommon,
    deactivation: frDeactivation,
    errors: frErrors,
    footer: frFooter,
    kyc: frKyc,
    landing: frLanding,
    orderResult: frOrderResult,
    orders: frOrders,
    payment: frPayment,
    register: frRegister,
    registration: frRegistration,
    sandbox: frSandbox,
    shell: frShell,
    signin: frSignin,
    terms: frTerms,
    transactions: frTransactions,
    validation: frValidation,
    verification: frVerification,
    verify: frVerify,
  },
};

export function translationsFor(language: Language): Record<string, unknown> {
  return Object.assign({}, ...Object.values(LOCALE_FILES[language]));
}
