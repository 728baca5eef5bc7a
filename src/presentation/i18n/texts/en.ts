import type { LocaleFiles } from '../localeTree';
import enAuth from '../../../../locales/en/auth.json';
import enCardDetails from '../../../../locales/en/cardDetails.json';
import enCards from '../../../../locales/en/cards.json';
import enCommon from '../../../../locales/en/common.json';
import enDeactivation from '../../../../locales/en/deactivation.json';
import enErrors from '../../../../locales/en/errors.json';
import enFooter from '../../../../locales/en/footer.json';
import enKyc from '../../../../locales/en/kyc.json';
import enLanding from '../../../../locales/en/landing.json';
import enOrderResult from '../../../../locales/en/orderResult.json';
import enOrders from '../../../../locales/en/orders.json';
import enPayment from '../../../../locales/en/payment.json';
import enRegister from '../../../../locales/en/register.json';
import enRegistration from '../../../../locales/en/registration.json';
import enSandbox from '../../../../locales/en/sandbox.json';
import enShell from '../../../../locales/en/shell.json';
import enSignin from '../../../../locales/en/signin.json';
import enTerms from '../../../../locales/en/terms.json';
import enTransactions from '../../../../locales/en/transactions.json';
import enValidation from '../../../../locales/en/validation.json';
import enVerification from '../../../../locales/en/verification.json';
import enVerify from '../../../../locales/en/verify.json';

/** Every English locale file, by name: its own chunk in the bundle, loaded only for a visitor reading English. */
export const EN_FILES: LocaleFiles = {
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
};
