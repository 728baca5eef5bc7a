import type { Consumer } from '../Consumer';

/**
 * A consumer who has just registered: e-mail and mobile number given, nothing verified,
 * no profile details, no identity check, no cards. Override only what a test is about.
 */
export function aConsumer(overrides: Partial<Consumer> = {}): Consumer {
  return {
    id: 'consumer-1',
    email: 'jane.doe@example.com',
    countryCode: '33',
    number: '612345678',
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
    isFullyKnown: false,
    kycLevel: 0,
    cards: [],
    isCardLimitReached: false,
    maxAllowedAmount: null,
    tokenExpires: null,
    allowVerificationEmailAfter: null,
    allowVerificationSmsAfter: null,
    ...overrides,
  };
}

/** A consumer who finished registration: both verifications, every profile step and KYC level 1. */
export function aCompleteConsumer(overrides: Partial<Consumer> = {}): Consumer {
  return aConsumer({
    name: 'Jane',
    surname: 'Doe',
    dateOfBirth: '1990-04-12',
    addressLine1: '12 rue de la Paix',
    addressLine2: null,
    city: 'Paris',
    state: null,
    postCode: '75002',
    country: 'FR',
    occupation: 'FINANCE',
    sourceOfFunds: 'LABOUR_CONTRACT',
    sourceOfFundsOther: null,
    nationality: 'FR',
    isEmailVerified: true,
    isMobileVerified: true,
    kycLevel: 1,
    // Level 1 buys at most 50 EUR at a time (SPEC section 6).
    maxAllowedAmount: { amount: 5000 },
    ...overrides,
  });
}

/** A complete consumer who also passed the level-2 identity check. */
export function aFullyKnownConsumer(overrides: Partial<Consumer> = {}): Consumer {
  return aCompleteConsumer({ isFullyKnown: true, kycLevel: 2, maxAllowedAmount: null, ...overrides });
}
