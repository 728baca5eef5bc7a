// Generated from docs/openapi.yaml by `npm run generate:api`: do not edit.
import type { operations } from './apiTypes';
import * as checks from './answerChecks';
import type { AnswerCheck } from './answerChecks';

/** An operation's 200 answer body. */
export type SuccessBody<O> = O extends { responses: { 200: { content: { 'application/json': infer B } } } }
  ? B
  : never;

/** How the transport calls an operation: its method and path template, whether it carries the bearer token, its answer check. */
export interface OperationSpec<B> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  bearer: boolean;
  answer: AnswerCheck<B>;
}

/** Every operation of docs/openapi.yaml, by operationId. */
export const OPERATIONS: { [Id in keyof operations]: OperationSpec<SuccessBody<operations[Id]>> } = {
  register: {
    method: 'POST',
    path: '/api/consumer/register',
    bearer: false,
    answer: checks.ConsumerWithToken,
  },
  fetchConsumer: { method: 'GET', path: '/api/consumer', bearer: true, answer: checks.ConsumerWithToken },
  updateProfile: { method: 'PUT', path: '/api/consumer', bearer: true, answer: checks.ConsumerAnswer },
  updateContact: {
    method: 'POST',
    path: '/api/consumer/update',
    bearer: true,
    answer: checks.ContactUpdateAnswer,
  },
  sendVerificationEmail: {
    method: 'GET',
    path: '/api/consumer/verify-email/send-email',
    bearer: true,
    answer: checks.SendResult,
  },
  checkEmailCode: {
    method: 'POST',
    path: '/api/consumer/verify-email/check-code',
    bearer: true,
    answer: checks.Verified,
  },
  addMobileDevice: {
    method: 'GET',
    path: '/api/consumer/otp-device/add',
    bearer: true,
    answer: checks.SendResult,
  },
  verifyMobileDevice: {
    method: 'POST',
    path: '/api/consumer/otp-device/verify',
    bearer: true,
    answer: checks.Verified,
  },
  startPasswordReset: {
    method: 'POST',
    path: '/api/consumer/lost-password/start',
    bearer: true,
    answer: checks.SendResult,
  },
  resumePasswordReset: {
    method: 'POST',
    path: '/api/consumer/lost-password/resume',
    bearer: true,
    answer: checks.Empty,
  },
  login: { method: 'POST', path: '/api/consumer/login', bearer: false, answer: checks.LoginAnswer },
  requestOneTimeCode: {
    method: 'POST',
    path: '/api/consumer/otp/request',
    bearer: true,
    answer: checks.Empty,
  },
  verifyOneTimeCode: {
    method: 'POST',
    path: '/api/consumer/otp/verify',
    bearer: true,
    answer: checks.ConsumerWithToken,
  },
  logout: { method: 'DELETE', path: '/api/consumer/token', bearer: true, answer: checks.Empty },
  initiateKyc: { method: 'GET', path: '/api/consumer/kyc', bearer: true, answer: checks.KycInitiation },
  kycStatus: { method: 'GET', path: '/api/consumer/kyc-status', bearer: true, answer: checks.KycStatus },
  refreshKycStatus: {
    method: 'PUT',
    path: '/api/consumer/kyc-status',
    bearer: true,
    answer: checks.ConsumerAnswer,
  },
  simulateKyc: {
    method: 'GET',
    path: '/api/consumer/simulate-kyc',
    bearer: true,
    answer: checks.ConsumerAnswer,
  },
  declinedKycTransactions: {
    method: 'GET',
    path: '/api/consumer/declined-kyc-transactions',
    bearer: true,
    answer: checks.DeclinedTransactionsAnswer,
  },
  listOrders: { method: 'GET', path: '/api/consumer/orders', bearer: true, answer: checks.OrdersAnswer },
  createOrder: { method: 'POST', path: '/api/order/create', bearer: true, answer: checks.OrderCreated },
  getOrder: { method: 'GET', path: '/api/order/{orderId}', bearer: true, answer: checks.OrderAnswer },
  changeOrderAmount: {
    method: 'PUT',
    path: '/api/order/{orderId}/amount',
    bearer: true,
    answer: checks.OrderAnswer,
  },
  applyDiscount: {
    method: 'POST',
    path: '/api/order/{orderId}/discount',
    bearer: true,
    answer: checks.OrderAnswer,
  },
  removeDiscount: {
    method: 'DELETE',
    path: '/api/order/{orderId}/discount',
    bearer: true,
    answer: checks.OrderAnswer,
  },
  paymentMethods: {
    method: 'GET',
    path: '/api/order/{orderId}/payment-methods',
    bearer: true,
    answer: checks.PaymentMethodsAnswer,
  },
  startPayment: {
    method: 'POST',
    path: '/api/order/{orderId}/payment',
    bearer: true,
    answer: checks.PaymentRedirect,
  },
  processOrder: {
    method: 'GET',
    path: '/api/order/{orderId}/process',
    bearer: true,
    answer: checks.OrderAnswer,
  },
  orderCards: { method: 'GET', path: '/api/order/{orderId}/cards', bearer: true, answer: checks.CardsAnswer },
  orderError: {
    method: 'GET',
    path: '/api/order/{orderId}/error',
    bearer: true,
    answer: checks.OrderErrorAnswer,
  },
  orderSuccess: {
    method: 'GET',
    path: '/api/order/{orderId}/success',
    bearer: true,
    answer: checks.OrderAnswer,
  },
  notifyPending: { method: 'POST', path: '/api/order/{orderId}/pending', bearer: true, answer: checks.Empty },
  cancelOrder: { method: 'POST', path: '/api/order/{orderId}/cancel', bearer: true, answer: checks.Empty },
  inactivityFeeData: {
    method: 'GET',
    path: '/api/card/inactivity-fee-data',
    bearer: true,
    answer: checks.InactivityAnswer,
  },
  getCard: { method: 'GET', path: '/api/card/{cardId}', bearer: true, answer: checks.CardAnswer },
  deactivateCard: {
    method: 'DELETE',
    path: '/api/card/{cardId}',
    bearer: true,
    answer: checks.ConsumerAnswer,
  },
  blockCard: {
    method: 'POST',
    path: '/api/card/{cardId}/block',
    bearer: true,
    answer: checks.ConsumerAnswer,
  },
  unblockCard: {
    method: 'POST',
    path: '/api/card/{cardId}/unblock',
    bearer: true,
    answer: checks.ConsumerAnswer,
  },
  activateCard: {
    method: 'POST',
    path: '/api/card/{cardId}/activate',
    bearer: true,
    answer: checks.ConsumerAnswer,
  },
  cardTransactions: {
    method: 'GET',
    path: '/api/card/{cardId}/transactions',
    bearer: true,
    answer: checks.TransactionsAnswer,
  },
  settlement: {
    method: 'GET',
    path: '/api/card/{cardId}/settlement',
    bearer: true,
    answer: checks.TransactionWithCard,
  },
  authorisation: {
    method: 'GET',
    path: '/api/card/{cardId}/authorisation',
    bearer: true,
    answer: checks.TransactionWithCard,
  },
  graphql: { method: 'POST', path: '/graphql', bearer: false, answer: checks.graphqlAnswer },
  tokenise: { method: 'POST', path: '/sandbox-api/vault/tokenise', bearer: false, answer: checks.VaultToken },
  revealCardSecret: {
    method: 'POST',
    path: '/sandbox-api/vault/card-secret',
    bearer: true,
    answer: checks.CardSecret,
  },
  outbox: { method: 'GET', path: '/sandbox-api/outbox', bearer: false, answer: checks.OutboxAnswer },
  reset: { method: 'POST', path: '/sandbox-api/reset', bearer: false, answer: checks.Empty },
  paymentSession: {
    method: 'GET',
    path: '/sandbox-api/payment/{paymentId}',
    bearer: false,
    answer: checks.PaymentSessionAnswer,
  },
  completePayment: {
    method: 'POST',
    path: '/sandbox-api/payment/{paymentId}/complete',
    bearer: false,
    answer: checks.ReturnPath,
  },
  completeIdentityCheck: {
    method: 'POST',
    path: '/sandbox-api/identity-check/{reference}',
    bearer: false,
    answer: checks.Empty,
  },
  failNext: { method: 'POST', path: '/sandbox-api/fail-next', bearer: false, answer: checks.Empty },
  advanceClock: {
    method: 'POST',
    path: '/sandbox-api/clock/advance',
    bearer: false,
    answer: checks.ClockNow,
  },
};
