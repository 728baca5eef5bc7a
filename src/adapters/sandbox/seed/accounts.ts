import { blankAccount } from '../consumer/blankAccount';
import type { AccountRecord } from '../state/SandboxState';

/** The seeded accounts' ids: fixed, so the card, order and transaction seeds can name their owner. */
export const DEMO_CONSUMER_ID = 'consumer-demo';
export const LEVEL1_CONSUMER_ID = 'consumer-level1';

export const DEMO_CREDENTIALS = { email: 'demo@example.com', password: 'Demo1234' } as const;
export const LEVEL1_CREDENTIALS = { email: 'level1@example.com', password: 'Level1234' } as const;

const SEEDED_AT = '2024-01-15T09:00:00.000Z';

/** A complete, verified profile: both seeded consumers went through every registration step. */
function completeAccount(identity: Parameters<typeof blankAccount>[0], kycLevel: 1 | 2): AccountRecord {
  return {
    ...blankAccount(identity),
    dateOfBirth: '1988-06-21',
    addressLine1: '12 rue de la Paix',
    addressLine2: null,
    city: 'Paris',
    state: null,
    postCode: '75002',
    country: 'FR',
    occupation: 'INFORMATIONAL_TECHNOLOGIES',
    sourceOfFunds: 'LABOUR_CONTRACT',
    sourceOfFundsOther: null,
    nationality: 'FR',
    isEmailVerified: true,
    isMobileVerified: true,
    kycLevel,
    kyc: {
      reference: `kyc-seed-${identity.id}`,
      level: kycLevel === 2 ? 'KYC_LEVEL_2' : 'KYC_LEVEL_1',
      status: 'approved',
    },
  };
}

/** demo@example.com: fully known (KYC level 2). Its cards, orders and transactions are seeded apart. */
export function demoAccount(): AccountRecord {
  return {
    ...completeAccount(
      {
        id: DEMO_CONSUMER_ID,
        ...DEMO_CREDENTIALS,
        countryCode: '33',
        number: '612345678',
        createdAt: SEEDED_AT,
      },
      2,
    ),
    name: 'Camille',
    surname: 'Martin',
  };
}

/** level1@example.com: KYC level 1, its cards at the level-1 account limit (seeded apart). */
export function level1Account(): AccountRecord {
  return {
    ...completeAccount(
      {
        id: LEVEL1_CONSUMER_ID,
        ...LEVEL1_CREDENTIALS,
        countryCode: '33',
        number: '698765432',
        createdAt: SEEDED_AT,
      },
      1,
    ),
    name: 'Lucas',
    surname: 'Bernard',
  };
}

export function seedAccounts(): AccountRecord[] {
  return [demoAccount(), level1Account()];
}
