import type { ServiceIdentifier } from 'inversify';
import type { Cents } from '../../../domain/money/Cents';

export type OutboxChannel = 'email' | 'sms';
export type OutboxKind = 'emailVerification' | 'passwordReset' | 'mobileCode' | 'oneTimeCode' | 'kycResult';

/** A message the sandbox "sent". Structured, so the outbox page shows it in the reader's language. */
export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  kind: OutboxKind;
  /** E-mail address or '+<dial code> <number>'. */
  to: string;
  /** ISO timestamp */
  sentAt: string;
  /** App path to open, for e-mails carrying a link (e.g. '/consumer/verify?cons=…&nonce=…'). */
  link: string | null;
  /** The 6-digit code, for SMS and one-time codes. */
  code: string | null;
}

export const PAYMENT_OUTCOMES = [
  'approve',
  'decline',
  'cancel',
  'pending',
  'blocked',
  'suspicious',
  'investigation',
] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export interface PaymentSession {
  paymentId: string;
  orderId: string;
  amount: Cents;
  paymethodId: string;
}

export type IdentityCheckOutcome = 'submit' | 'approve' | 'reject';

/** What only the sandbox offers: its outbox, a reset, the payment provider page and the identity-check widget. */
export interface SandboxConsole {
  outbox(): Promise<OutboxMessage[]>;
  reset(): Promise<void>;
  paymentSession(paymentId: string): Promise<PaymentSession>;
  /** Settles the simulated payment and returns the app path the provider sends the browser back to. */
  completePayment(paymentId: string, outcome: PaymentOutcome): Promise<{ returnPath: string }>;
  completeIdentityCheck(reference: string, outcome: IdentityCheckOutcome): Promise<void>;
}

export const SANDBOX_CONSOLE: ServiceIdentifier<SandboxConsole> = Symbol.for('SandboxConsole');
