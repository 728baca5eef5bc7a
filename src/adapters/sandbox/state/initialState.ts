import type { SandboxState } from './SandboxState';

/** Bump when SandboxState changes shape: a saved state of another version is dropped for the seed. */
export const SANDBOX_STATE_VERSION = 2;

/** The PRNG seed of every fresh sandbox: same seed and same calls give the same codes and ids. */
export const DEFAULT_RANDOM_SEED = 20240601;

/** A sandbox that knows nobody: no accounts, no cards, an empty outbox. */
export function initialState(randomSeed: number = DEFAULT_RANDOM_SEED): SandboxState {
  return {
    version: SANDBOX_STATE_VERSION,
    accounts: [],
    sessions: [],
    emailVerifications: [],
    mobileCodes: [],
    passwordResets: [],
    outbox: [],
    vault: {},
    counters: {},
    randomState: randomSeed,
    faults: {},
    orders: [],
    payments: [],
    cards: [],
    transactions: {},
    usedPromoCodes: {},
    inactivity: {},
  };
}
