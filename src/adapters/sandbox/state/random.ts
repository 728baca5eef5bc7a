import type { SandboxState } from './SandboxState';

/**
 * The next number in [0, 1) from the state's PRNG (mulberry32), advancing it. The generator's
 * whole memory is `randomState`, which is saved with the rest, so a reload continues the sequence.
 */
export function nextRandom(state: SandboxState): number {
  state.randomState = (state.randomState + 0x6d2b79f5) | 0;
  let t = state.randomState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** `length` random decimal digits, leading zeros allowed ('004217'). */
export function randomDigits(state: SandboxState, length: number): string {
  return Array.from({ length }, () => String(Math.floor(nextRandom(state) * 10))).join('');
}

/** Random lower-case letters and digits, for nonces and references. */
export function randomText(state: SandboxState, length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => alphabet.charAt(Math.floor(nextRandom(state) * alphabet.length))).join(
    '',
  );
}
