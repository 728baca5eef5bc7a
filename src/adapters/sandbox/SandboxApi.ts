import type { Card, CancelOption } from '../../domain/cards/Card';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../domain/kyc/kycLevel';
import type { Cents } from '../../domain/money/Cents';
import type { NewsMerchant } from '../../domain/news/newsMerchant';
import type { NewsPost } from '../../domain/news/NewsPost';
import type { Order } from '../../domain/orders/Order';
import type { PaymentMethod } from '../../domain/payment/PaymentMethod';
import type { Transaction } from '../../domain/transactions/Transaction';
import type {
  ConsumerWithToken,
  ContactChange,
  ContactUpdate,
  ProfileUpdate,
  RegisterPayload,
  SendResult,
} from '../../application/consumer/ports/ConsumerGateway';
import type { LoginResult } from '../../application/session/ports/SessionGateway';
import type { KycStatus } from '../../application/kyc/ports/KycGateway';
import type { CardInactivity, TransactionWithCard } from '../../application/cards/ports/CardGateway';
import type {
  IdentityCheckOutcome,
  OutboxMessage,
  PaymentOutcome,
  PaymentSession,
} from '../../application/sandbox/ports/SandboxConsole';

/** The bearer token of a call, or null when none is sent. */
export type Bearer = string | null;

/** Which call a fault is injected into: the SandboxApi method name. */
export type SandboxCall = keyof SandboxCalls;
export type FaultStatus = 400 | 401 | 403 | 404 | 409 | 500 | 'network';

/**
 * Every call of SPEC section 7, as the simulated issuer answers it. Synchronous, deterministic, with no
 * delays. A failure throws SandboxError with the status and body the REST contract would send.
 * Results are fresh copies: changing them never changes the sandbox.
 */
export interface SandboxCalls {
  // consumer
  register(payload: RegisterPayload): ConsumerWithToken;
  fetchConsumer(bearer: Bearer): ConsumerWithToken;
  updateContact(bearer: Bearer, change: ContactChange): ContactUpdate;
  updateProfile(bearer: Bearer, update: ProfileUpdate): Consumer;
  sendVerificationEmail(bearer: Bearer): SendResult;
  checkEmailCode(bearer: Bearer, check: { nonce: string; cons: string }): { verified: boolean };
  addMobileDevice(bearer: Bearer): SendResult;
  verifyMobileDevice(bearer: Bearer, code: string): { verified: boolean };
  startPasswordReset(email: string): SendResult;
  resumePasswordReset(reset: { newPassword: string; nonce: string; email: string }): void;
  // session
  login(credentials: { email: string; password: string }): LoginResult;
  requestOneTimeCode(bearer: Bearer): void;
  verifyOneTimeCode(bearer: Bearer, code: string): { consumer: Consumer; token: string };
  logout(bearer: Bearer): void;
  // kyc
  initiateKyc(bearer: Bearer): { reference: string };
  kycStatus(bearer: Bearer, level: KycTargetLevel): KycStatus;
  refreshKycStatus(bearer: Bearer): Consumer;
  simulateKyc(bearer: Bearer, level: KycTargetLevel): Consumer;
  declinedKycTransactions(bearer: Bearer): Transaction[];
  // orders
  createOrder(bearer: Bearer, amount: Cents): { orderId: string };
  getOrder(bearer: Bearer, orderId: string): Order;
  listOrders(bearer: Bearer): Order[];
  changeOrderAmount(bearer: Bearer, orderId: string, amount: Cents): Order;
  applyDiscount(bearer: Bearer, orderId: string, discountCode: string): Order;
  removeDiscount(bearer: Bearer, orderId: string, discountCode: string): Order;
  paymentMethods(bearer: Bearer, orderId: string): { paymethods: PaymentMethod[]; order: Order };
  startPayment(
    bearer: Bearer,
    orderId: string,
    paymethodId: string,
    idempotencyKey: string,
  ): { redirectUrl: string };
  processOrder(bearer: Bearer, orderId: string): Order;
  orderCards(bearer: Bearer, orderId: string): Card[];
  orderError(bearer: Bearer, orderId: string): { errorMessage: string | null };
  orderSuccess(bearer: Bearer, orderId: string): Order;
  notifyPending(bearer: Bearer, orderId: string): void;
  cancelOrder(bearer: Bearer, orderId: string): void;
  // cards
  getCard(bearer: Bearer, cardId: string): Card;
  blockCard(bearer: Bearer, cardId: string): Consumer;
  unblockCard(bearer: Bearer, cardId: string): Consumer;
  activateCard(bearer: Bearer, cardId: string): Consumer;
  deactivateCard(bearer: Bearer, cardId: string, option: CancelOption, transferTo?: string): Consumer;
  cardTransactions(bearer: Bearer, cardId: string): Transaction[];
  inactivityFeeData(bearer: Bearer): CardInactivity[];
  settlement(bearer: Bearer, cardId: string, settlementId: string): TransactionWithCard;
  authorisation(bearer: Bearer, cardId: string, authorisationId: string): TransactionWithCard;
  // news (GraphQL news(merchant, limit))
  news(merchant: NewsMerchant, limit: number): NewsPost[];
  // secure input and card display (the issuer's vault)
  tokenise(secret: string): string;
  /**
   * The number or CVV behind one of the signed-in consumer's card tokens, for the card-details widget:
   * 401 without a live session or when the password was given too long ago, 404 for any other token
   * (unknown, a password's, or another consumer's card). Passwords are never read back.
   */
  revealCardSecret(bearer: Bearer, token: string): string;
}

/** What only the sandbox offers, beyond the issuer's API. */
export interface SandboxTools {
  outbox(): OutboxMessage[];
  reset(): void;
  paymentSession(paymentId: string): PaymentSession;
  completePayment(paymentId: string, outcome: PaymentOutcome): { returnPath: string };
  completeIdentityCheck(reference: string, outcome: IdentityCheckOutcome): void;
  /** Makes the next call of that kind fail with the status (or a network error), once. */
  failNext(call: SandboxCall, status: FaultStatus): void;
}

/** What a bearer opens: nothing, a login waiting for its one-time code, or a full session. */
export type SessionKind = 'none' | 'awaitingCode' | 'verified';

/**
 * What the HTTP server asks before it reads a request's body, so a stranger's body is never parsed.
 * Read-only, and no fault is ever injected into it: the calls themselves still check their session.
 */
export interface SandboxSessionCheck {
  sessionKind(bearer: Bearer): SessionKind;
  /** The consumer the bearer's session or login belongs to; null when sessionKind is none. */
  sessionOwner(bearer: Bearer): string | null;
}

export type SandboxApi = SandboxCalls & SandboxTools & SandboxSessionCheck;
