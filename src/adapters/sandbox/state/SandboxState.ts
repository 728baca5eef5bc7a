import type { Card, InactivityFeeData } from '../../../domain/cards/Card';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../../domain/kyc/kycLevel';
import type { Cents } from '../../../domain/money/Cents';
import type { Order } from '../../../domain/orders/Order';
import type { Transaction } from '../../../domain/transactions/Transaction';
import type { OutboxMessage, PaymentOutcome } from '../../../application/sandbox/ports/SandboxConsole';
import type { FaultStatus, SandboxCall } from '../SandboxApi';

/**
 * Everything the simulated issuer remembers, as plain JSON data: it is saved whole after every
 * call and read back on start, so nothing here may be a class, a Date, a Map or a function.
 * Timestamps are ISO strings; amounts are cents.
 */
export interface SandboxState {
  /** Bumped when the shape changes, so an old saved state is replaced by the seed. */
  version: number;
  accounts: AccountRecord[];
  sessions: SessionRecord[];
  emailVerifications: EmailVerificationRecord[];
  mobileCodes: MobileCodeRecord[];
  passwordResets: PasswordResetRecord[];
  /** Wrong one-time codes per consumer and kind, in the current window (session/wrongCodeLimit.ts). */
  wrongCodes: WrongCodeRecord[];
  /**
   * The last sign-in code and the last mobile verification code texted to each mobile, while its
   * resend wait runs (session/codeResendWait.ts).
   */
  oneTimeCodeTexts: OneTimeCodeTextRecord[];
  /** Newest first. */
  outbox: OutboxMessage[];
  /** Secure-input and card-detail tokens → the secret they stand for. */
  vault: Record<string, string>;
  /** The last number handed out per id prefix ('consumer' → 3 gives 'consumer-3'). */
  counters: Record<string, number>;
  /** The seeded PRNG's memory, or null for a sandbox whose secrets come from the cryptographic source. */
  randomState: number | null;
  /** The next call of that name fails once with that status (fault injection for tests). */
  faults: Partial<Record<SandboxCall, FaultStatus>>;

  // Orders, payments and cards (sandbox part 2)
  orders: OrderRecord[];
  /** By order id, oldest first: reading an order reads its own payments only (payment/paymentRecords.ts). */
  payments: Record<string, PaymentRecord[]>;
  /** By payment id: the order whose payments hold it (the provider page knows only the payment id). */
  paymentOrders: Record<string, string>;
  /** By consumer id, then idempotency key: the payment that key started (a key is its consumer's own). */
  idempotencyKeys: Record<string, Record<string, string>>;
  cards: CardRecord[];
  /** By card id. */
  transactions: Record<string, TransactionRecord[]>;
  /** By consumer id: the promo codes each consumer has already used (upper case). */
  usedPromoCodes: Record<string, string[]>;
  /** By card id: cards that have an inactivity-fee notice. */
  inactivity: Record<string, InactivityFeeData>;
}

/** Fields of the Consumer the sandbox computes on every read, so they are never stored. */
export type DerivedConsumerField =
  | 'isFullyKnown'
  | 'cards'
  | 'isCardLimitReached'
  | 'maxAllowedAmount'
  | 'tokenExpires'
  | 'allowVerificationEmailAfter'
  | 'allowVerificationSmsAfter';

export type KycCheckStatus = 'none' | 'pending' | 'approved' | 'rejected';

/** The identity check under way or last done: 'none' until the widget reports a submission. */
export interface KycProgress {
  reference: string;
  level: KycTargetLevel;
  status: KycCheckStatus;
}

export interface AccountRecord extends Omit<Consumer, DerivedConsumerField> {
  /** The plain password: the sandbox is the issuer, the one place that knows it. */
  password: string;
  kyc: KycProgress | null;
  /**
   * When the last verification e-mail and SMS code were sent to this consumer (the resend waits start
   * there); the SMS code's wait also holds per number, whoever asked (session/codeResendWait.ts).
   */
  verificationEmailSentAt: string | null;
  mobileCodeSentAt: string | null;
  /**
   * Whether the e-mail, and the mobile, on file came from a change (POST /consumer/update) rather than
   * the registration. Until it is verified such a change is pending, and any contact change then takes
   * a fresh one-time code (consumer/contact.ts).
   */
  emailChanged: boolean;
  mobileChanged: boolean;
  createdAt: string;
}

export interface OneTimeCodeRecord {
  code: string;
  /** ISO: when it was texted (a sensitive change takes only a fresh code). */
  sentAt: string;
  /** Wrong codes in a row; at the limit the code is spent. */
  wrongAttempts: number;
  spent: boolean;
}

export interface SessionRecord {
  token: string;
  consumerId: string;
  /** ISO; the token is refused from this instant on. */
  expiresAt: string;
  /** ISO; when the consumer last gave the password (login or registration), kept across one-time codes. */
  passwordGivenAt: string;
  /** A login token allows only the one-time-code calls (and logout) until this is true. */
  otpVerified: boolean;
  otp: OneTimeCodeRecord | null;
}

/** A verification link; it only verifies the address it was sent to, for a limited time. */
export interface EmailVerificationRecord {
  consumerId: string;
  nonce: string;
  email: string;
  sentAt: string;
}

/** Sign-in codes (also asked before card details) or the code texted to verify a mobile number. */
export type WrongCodeKind = 'signIn' | 'mobile';

export interface WrongCodeRecord {
  consumerId: string;
  kind: WrongCodeKind;
  /** ISO: the first wrong code of the window; the window lasts from there. */
  firstAt: string;
  count: number;
}

/** The codes texted to a mobile, as the outbox names them: sign-in codes, and codes that verify the number. */
export type CodeTextKind = 'oneTimeCode' | 'mobileCode';

/**
 * A code texted to a mobile: the next of its kind may go only after the resend wait (or, for a sign-in
 * code, once it is typed right).
 */
export interface OneTimeCodeTextRecord {
  /** The mobile, as texts are addressed ('+33 612345678'). */
  to: string;
  /** ISO: when the code was texted. */
  sentAt: string;
  /**
   * Which code it was. Absent in states saved before mobile verification codes were kept here, when
   * every record was a sign-in code: absent reads as 'oneTimeCode', so those states still load as they are.
   */
  kind?: CodeTextKind;
}

/** The SMS code last sent for a number; it only verifies that number. */
export interface MobileCodeRecord {
  consumerId: string;
  code: string;
  countryCode: string;
  number: string;
}

export interface PasswordResetRecord {
  /** Lower case. */
  email: string;
  nonce: string;
  sentAt: string;
}

export interface OrderRecord extends Omit<Order, 'consumer'> {
  consumerId: string;
  /** The card value chosen, before fees and discounts. */
  cardValue: Cents;
  /** Promo codes applied to this order (upper case), in the order they were applied. */
  discountCodes: string[];
  /** Set when the pending notice was posted. */
  pendingNoticeAt: string | null;
  /** What GET /order/{id}/error reports after a failed payment. */
  errorMessage: string | null;
}

/**
 * The provider's outcomes, and the money refused at settlement (payment/settlementRefusal.ts):
 * 'amountChanged' (payment/settlementAmount.ts), 'accountLimitReached' (payment/settlementLimit.ts).
 */
export type PaymentState = 'open' | PaymentOutcome | 'amountChanged' | 'accountLimitReached';

export interface PaymentRecord {
  paymentId: string;
  orderId: string;
  paymethodId: string;
  idempotencyKey: string;
  /** What the provider collects: the order's amount when the payment was opened. */
  amount: Cents;
  /** ISO: when it was started; its idempotency key is kept 24 hours from then, or while it is open. */
  openedAt: string;
  state: PaymentState;
  /** (part 2) ISO instant the provider left it pending: it settles 30 s later or after a pending notice. */
  leftPendingAt: string | null;
}

/**
 * A card as issued: its number and CVV live only in the vault, behind numberToken and cvvToken.
 * (part 2) cancelOptions are not stored: they depend on the consumer's other cards, so cardView computes them.
 */
export interface CardRecord extends Omit<Card, 'inactivityFeeData' | 'cancelOptions'> {
  consumerId: string;
  /** The order that issued it; null for seeded cards bought before the sandbox began. */
  orderId: string | null;
}

export interface TransactionRecord extends Transaction {
  /** Declined or blocked because the consumer's identity check is not complete. */
  kycRelated: boolean;
}
