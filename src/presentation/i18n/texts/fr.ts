import type { LocaleFiles } from '../localeTree';
import frAuth from '../../../../locales/fr/auth.json';
import frCardDetails from '../../../../locales/fr/cardDetails.json';
import frCards from '../../../../locales/fr/cards.json';
import frCommon from '../../../../locales/fr/common.json';
import frDeactivation from '../../../../locales/fr/deactivation.json';
import frErrors from '../../../../locales/fr/errors.json';
import frFooter from '../../../../locales/fr/footer.json';
import frKyc from '../../../../locales/fr/kyc.json';
import frLanding from '../../../../locales/fr/landing.json';
import frOrderResult from '../../../../locales/fr/orderResult.json';
import frOrders from '../../../../locales/fr/orders.json';
import frPayment from '../../../../locales/fr/payment.json';
import frRegister from '../../../../locales/fr/register.json';
import frRegistration from '../../../../locales/fr/registration.json';
import frSandbox from '../../../../locales/fr/sandbox.json';
import frShell from '../../../../locales/fr/shell.json';
import frSignin from '../../../../locales/fr/signin.json';
import frTerms from '../../../../locales/fr/terms.json';
import frTransactions from '../../../../locales/fr/transactions.json';
import frValidation from '../../../../locales/fr/validation.json';
import frVerification from '../../../../locales/fr/verification.json';
import frVerify from '../../../../locales/fr/verify.json';

/** Every French locale file, by name: its own chunk in the bundle, loaded only for a visitor reading French. */
export const FR_FILES: LocaleFiles = {
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
};
