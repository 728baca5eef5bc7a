import type { FaultStatus, SandboxCall } from '../../src/adapters/sandbox/SandboxApi';
import {
  PAYMENT_OUTCOMES,
  type IdentityCheckOutcome,
} from '../../src/application/sandbox/ports/SandboxConsole';
import { DEACTIVATION_OPTIONS } from '../../src/domain/cards/deactivationOptions';
import { OCCUPATIONS, SOURCES_OF_FUNDS } from '../../src/domain/consumer/Consumer';
import { KYC_TARGET_LEVELS } from '../../src/domain/kyc/kycLevel';
import { flag, jsonObject, number, oneOf, optional, text } from '../http/requestFields';

/**
 * Every body and query the REST contract (docs/rest-contract.md) lists, as the types the server checks
 * before the sandbox sees them. Values within the right type (a short password, an amount out of
 * bounds) are the sandbox's to judge, with the domain's message keys.
 */

// consumer
export const REGISTRATION = {
  email: text,
  countryCode: text,
  number: text,
  acceptedTerms: flag,
  password: text,
};
export const PERSONAL_INFO = { name: text, surname: text, dateOfBirth: text };
export const ADDRESS_INFO = {
  addressLine1: text,
  addressLine2: optional(text, ''),
  city: text,
  postCode: text,
  state: optional(text, ''),
  country: text,
};
export const FINANCIAL_INFO = {
  occupation: oneOf(OCCUPATIONS),
  sourceOfFunds: oneOf(SOURCES_OF_FUNDS),
  sourceOfFundsOther: optional(text, ''),
  nationality: text,
};
export const NEW_EMAIL = { email: text, code: optional(text, undefined) };
export const NEW_PHONE = { countryCode: text, number: text, code: optional(text, undefined) };
export const EMAIL_CHECK = { nonce: text, cons: text };
export const CODE = { code: text };
export const EMAIL = { email: text };
export const PASSWORD_RESUME = { newPassword: text, nonce: text, email: text };

// session
export const CREDENTIALS = { email: text, password: text };

// kyc
export const KYC_LEVEL = { level: oneOf(KYC_TARGET_LEVELS) };

// orders (the two amounts a person types travel in euros)
export const EURO_AMOUNT = { amount: number };
export const DISCOUNT = { discountCode: text };
export const PAYMENT_START = { paymethodId: text };

// cards
export const DEACTIVATION = { option: oneOf(DEACTIVATION_OPTIONS), transferTo: optional(text, undefined) };
export const SETTLEMENT = { settlementId: text };
export const AUTHORISATION = { authorisationId: text };

// news
export const GRAPHQL_REQUEST = {
  query: text,
  variables: optional(jsonObject, {}),
  operationName: optional(text, undefined),
};

// sandbox tools
const IDENTITY_CHECK_OUTCOMES: Record<IdentityCheckOutcome, true> = {
  submit: true,
  approve: true,
  reject: true,
};
/** Every SandboxCalls method; a Record so the compiler flags a call added to or removed from the API. */
const SANDBOX_CALLS: Record<SandboxCall, true> = {
  register: true,
  fetchConsumer: true,
  updateContact: true,
  updateProfile: true,
  sendVerificationEmail: true,
  checkEmailCode: true,
  addMobileDevice: true,
  verifyMobileDevice: true,
  startPasswordReset: true,
  resumePasswordReset: true,
  login: true,
  requestOneTimeCode: true,
  verifyOneTimeCode: true,
  logout: true,
  initiateKyc: true,
  kycStatus: true,
  refreshKycStatus: true,
  simulateKyc: true,
  declinedKycTransactions: true,
  createOrder: true,
  getOrder: true,
  listOrders: true,
  changeOrderAmount: true,
  applyDiscount: true,
  removeDiscount: true,
  paymentMethods: true,
  startPayment: true,
  processOrder: true,
  orderCards: true,
  orderError: true,
  orderSuccess: true,
  notifyPending: true,
  cancelOrder: true,
  getCard: true,
  blockCard: true,
  unblockCard: true,
  activateCard: true,
  deactivateCard: true,
  cardTransactions: true,
  inactivityFeeData: true,
  settlement: true,
  authorisation: true,
  news: true,
  tokenise: true,
  revealCardSecret: true,
};

/** The keys of an exhaustive Record, which are exactly K. */
function keysOf<K extends string>(record: Record<K, true>): K[] {
  return Object.keys(record) as K[];
}

const FAULT_STATUSES: readonly FaultStatus[] = [400, 401, 403, 404, 409, 500, 'network'];

export const SECRET = { secret: text };
export const VAULT_TOKEN = { token: text };
export const PAYMENT_OUTCOME = { outcome: oneOf(PAYMENT_OUTCOMES) };
export const IDENTITY_CHECK_OUTCOME = { outcome: oneOf(keysOf(IDENTITY_CHECK_OUTCOMES)) };
export const FAULT = { call: oneOf(keysOf(SANDBOX_CALLS)), status: oneOf(FAULT_STATUSES) };
export const CLOCK_ADVANCE = { ms: number };
