import type { SandboxState } from './SandboxState';

const LETTERS_AND_DIGITS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** mulberry32: the number in [0, 1) that follows `seed`, and the seed after it. */
function mulberry32(seed: number): { value: number; next: number } {
  const next = (seed + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, next };
}

/**
 * `count` indexes in [0, size) from the state's seeded PRNG, advancing it. Its whole memory is
 * `randomState`, saved with the rest, so a reload continues the sequence. Used only when a test
 * asked for a seeded sandbox: its codes and tokens repeat, so they are not secrets.
 */
function seededIndexes(state: SandboxState, seed: number, size: number, count: number): number[] {
  let current = seed;
  const indexes = Array.from({ length: count }, () => {
    const { value, next } = mulberry32(current);
    current = next;
    return Math.floor(value * size);
  });
  state.randomState = current;
  return indexes;
}

/**
 * `count` uniform indexes in [0, size) from the platform's cryptographic source (Web Crypto, in
 * browsers and Node), drawn together: one call per string, not per character. Values past the last
 * whole multiple of `size` are drawn again, so no index is favoured.
 */
function cryptoIndexes(size: number, count: number): number[] {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  const indexes: number[] = [];
  while (indexes.length < count) {
    for (const value of globalThis.crypto.getRandomValues(new Uint32Array(count - indexes.length)))
      if (value < limit) indexes.push(value % size);
  }
  return indexes;
}

/** `count` indexes in [0, size): from the seeded PRNG when the sandbox was seeded, else cryptographic. */
function randomIndexes(state: SandboxState, size: number, count: number): number[] {
  const seed = state.randomState;
  return seed === null ? cryptoIndexes(size, count) : seededIndexes(state, seed, size, count);
}

function randomFrom(state: SandboxState, alphabet: string, length: number): string {
  return randomIndexes(state, alphabet.length, length)
    .map((index) => alphabet.charAt(index))
    .join('');
}

/** `length` random decimal digits, leading zeros allowed ('004217'): codes and card numbers. */
export function randomDigits(state: SandboxState, length: number): string {
  return randomFrom(state, '0123456789', length);
}

/** Random lower-case letters and digits: tokens, links' nonces and references. */
export function randomText(state: SandboxState, length: number): string {
  return randomFrom(state, LETTERS_AND_DIGITS, length);
}

/** Characters of randomText that carry at least 128 bits (36^25 > 2^129): session and vault tokens. */
export const SECRET_TOKEN_LENGTH = 25;
