import type { ServiceIdentifier } from 'inversify';
import type { Consumer, Occupation, SourceOfFunds } from '../../../domain/consumer/Consumer';

export interface RegisterPayload {
  email: string;
  /** Dial code without '+', e.g. '33'. */
  countryCode: string;
  number: string;
  acceptedTerms: boolean;
  /** A secure-input token, never the plain password. */
  password: string;
}

/** A response that starts or renews a session carries a token. */
export interface ConsumerWithToken {
  consumer: Consumer;
  token: string;
}

/**
 * A new e-mail, or a new country code and number. Replacing one already verified also takes `code`:
 * a one-time code the session asked for moments before (the issuer's rule against stolen sessions).
 */
export type ContactChange = ({ email: string } | { countryCode: string; number: string }) & {
  code?: string | undefined;
};

export interface ContactUpdate {
  consumer: Consumer;
  token: string | null;
  allowVerificationEmailAfter: string | null;
}

export interface SendResult {
  /** Seconds to wait before the next send; 0 when sent now. */
  timeLeftForRetry: number;
}

export interface PersonalInfo {
  name: string;
  surname: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

export interface AddressInfo {
  addressLine1: string;
  addressLine2: string;
  city: string;
  postCode: string;
  state: string;
  country: string;
}

export interface FinancialInfo {
  occupation: Occupation;
  sourceOfFunds: SourceOfFunds;
  sourceOfFundsOther: string;
  nationality: string;
}

export type ProfileUpdate = PersonalInfo | AddressInfo | FinancialInfo;

/** The consumer calls of SPEC section 7: registration, profile, verification and password reset. */
export interface ConsumerGateway {
  register(payload: RegisterPayload): Promise<ConsumerWithToken>;
  fetch(): Promise<ConsumerWithToken>;
  updateContact(change: ContactChange): Promise<ContactUpdate>;
  updateProfile(update: ProfileUpdate): Promise<Consumer>;
  sendVerificationEmail(): Promise<SendResult>;
  checkEmailCode(check: { nonce: string; cons: string }): Promise<{ verified: boolean }>;
  addMobileDevice(): Promise<SendResult>;
  verifyMobileDevice(code: string): Promise<{ verified: boolean }>;
  startPasswordReset(email: string): Promise<SendResult>;
  resumePasswordReset(reset: { newPassword: string; nonce: string; email: string }): Promise<void>;
}

export const CONSUMER_GATEWAY: ServiceIdentifier<ConsumerGateway> = Symbol.for('ConsumerGateway');
