import type fc from 'fast-check';

/** The seed every run uses unless FC_SEED says otherwise: failures replay the same way on every machine. */
export const DEFAULT_PROPERTY_SEED = 20_250_301;

function seedFromEnvironment(): number {
  const text = process.env.FC_SEED;
  if (text === undefined || text === '') return DEFAULT_PROPERTY_SEED;
  const seed = Number(text);
  if (!Number.isInteger(seed)) throw new Error(`FC_SEED must be an integer, not ${text}`);
  return seed;
}

/**
 * fast-check's run settings: a fixed seed (FC_SEED), and with FC_PATH the failing case fast-check
 * printed (seed and path) replayed alone. On failure fast-check prints both.
 */
export function propertyRuns<T>(numRuns: number): fc.Parameters<T> {
  const path = process.env.FC_PATH;
  return {
    seed: seedFromEnvironment(),
    numRuns,
    ...(path === undefined || path === '' ? {} : { path, endOnFailure: true }),
  };
}
