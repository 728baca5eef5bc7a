import type { RegisterPayload } from '../../../application/consumer/ports/ConsumerGateway';
import type { ContractSandbox } from './ContractSandbox';

export interface Account {
  email: string;
  password: string;
}

/** The seeded, fully known consumer with cards, transactions and orders in every state. */
export const DEMO: Account = { email: 'demo@example.com', password: 'Demo1234' };
/** The seeded KYC level-1 consumer at the card limit. */
export const LEVEL1: Account = { email: 'level1@example.com', password: 'Level1234' };

export const FRESH_PASSWORD = 'Fresh1234';

let registrations = 0;

/** A valid registration for an address no one uses yet, its password tokenised as the page does. */
export async function freshRegistration(
  sandbox: ContractSandbox,
  overrides: Partial<RegisterPayload> = {},
): Promise<RegisterPayload> {
  registrations += 1;
  return {
    email: `fresh.${registrations}@example.com`,
    countryCode: '33',
    number: `6${String(registrations).padStart(8, '0')}`,
    acceptedTerms: true,
    password: await sandbox.tokenise(FRESH_PASSWORD),
    ...overrides,
  };
}

/** A 6-digit code that is certainly not `code`. */
export function anotherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
