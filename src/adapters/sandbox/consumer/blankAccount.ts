import type { AccountRecord } from '../state/SandboxState';

export type AccountIdentity = Pick<
  AccountRecord,
  'id' | 'email' | 'countryCode' | 'number' | 'password' | 'createdAt'
>;

/** A freshly registered account: nothing verified, no profile, no identity check. */
export function blankAccount(identity: AccountIdentity): AccountRecord {
  return {
    ...identity,
    name: null,
    surname: null,
    dateOfBirth: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    postCode: null,
    country: null,
    occupation: null,
    sourceOfFunds: null,
    sourceOfFundsOther: null,
    nationality: null,
    isEmailVerified: false,
    isMobileVerified: false,
    kycLevel: 0,
    kyc: null,
    verificationEmailSentAt: null,
    mobileCodeSentAt: null,
    emailChanged: false,
    mobileChanged: false,
  };
}
