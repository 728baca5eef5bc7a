import type { SandboxState } from './SandboxState';

const LETTERS_AND_DIGITS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The next number in [0, 1) from the state's seeded PRNG (mulberry32), advancing it. Its whole
 * memory is `randomState`, saved with the rest, so a reload continues the sequence. Used only when
 * a test asked for a seeded sandbox: its codes and tokens repeat, so they are not secrets.
 */
function nextSeededRandom(state: SandboxState, seed: number): number {
  state.randomState = (seed + 0x6d2b79f5) | 0;
  let t = state.randomState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/**
 * A uniform index in [0, size) from the platform's cryptographic source (Web Crypto, in browsers
 * and Node). Values past the last whole multiple of `size` are drawn again, so no index is favoured.
 */
function cryptoIndex(size: number): number {
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  for (;;) {
    const [value = limit] = globalThis.crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return value % size;
  }
}

/** An index in [0, size): from the seeded PRNG when the sandbox was seeded, else cryptographic. */
function randomIndex(state: SandboxState, size: number): number {
  const seed = state.randomState;
  return seed === null ? cryptoIndex(size) : Math.floor(nextSeededRandom(state, seed) * size);
}

function randomFrom(state: SandboxState, alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet.charAt(randomIndex(state, alphabet.length))).join('');
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
