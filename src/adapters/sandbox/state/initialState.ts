import type { SandboxState } from './SandboxState';

/** Bump when SandboxState changes shape: a saved state of another version is dropped for the seed. */
export const SANDBOX_STATE_VERSION = 7;

/**
 * A sandbox that knows nobody: no accounts, no cards, an empty outbox. Its codes, tokens and card
 * numbers come from the cryptographic source, unless a test gives a seed to get the same ones again.
 */
export function initialState(randomSeed?: number): SandboxState {
  return {
    version: SANDBOX_STATE_VERSION,
    accounts: [],
    sessions: [],
    emailVerifications: [],
    mobileCodes: [],
    passwordResets: [],
    wrongCodes: [],
    oneTimeCodeTexts: [],
    outbox: [],
    vault: {},
    counters: {},
    randomState: randomSeed ?? null,
    faults: {},
    orders: [],
    payments: {},
    paymentOrders: {},
    idempotencyKeys: {},
    cards: [],
    transactions: {},
    usedPromoCodes: {},
    inactivity: {},
  };
}
