import { tooManyRequests } from '../errors';
import type { SandboxState, WrongCodeKind, WrongCodeRecord } from '../state/SandboxState';

/**
 * How many wrong codes of a kind a consumer may type within the window before every code of that kind
 * is refused until the window ends, whatever new code is asked for meanwhile. Sign-in codes: a code
 * is spent at its fifth wrong try, and the consumer may ask for one new code; mobile codes: five.
 */
export const WRONG_CODE_LIMITS: Readonly<Record<WrongCodeKind, number>> = { signIn: 10, mobile: 5 };
export const WRONG_CODE_WINDOW_MINUTES = 15;

const WINDOW_MS = WRONG_CODE_WINDOW_MINUTES * 60 * 1000;

function recordOf(state: SandboxState, consumerId: string, kind: WrongCodeKind): WrongCodeRecord | undefined {
  return state.wrongCodes.find((record) => record.consumerId === consumerId && record.kind === kind);
}

function windowEndOf(record: WrongCodeRecord): number {
  return Date.parse(record.firstAt) + WINDOW_MS;
}

/** Whether the record's window is over (it no longer counts, and may be pruned). */
export function isWrongCodeWindowOver(record: WrongCodeRecord, now: Date): boolean {
  return now.getTime() >= windowEndOf(record);
}

/** 429 tooManyWrongCodes, with the seconds left, while the consumer is locked out of this kind of code. */
export function rejectWhileLocked(
  state: SandboxState,
  consumerId: string,
  kind: WrongCodeKind,
  now: Date,
): void {
  const record = recordOf(state, consumerId, kind);
  if (record === undefined || isWrongCodeWindowOver(record, now)) return;
  if (record.count < WRONG_CODE_LIMITS[kind]) return;
  const seconds = Math.ceil((windowEndOf(record) - now.getTime()) / 1000);
  throw tooManyRequests('tooManyWrongCodes', 'Too many wrong codes. Please try again later.', seconds);
}

/** Counts a wrong code; the one that reaches the limit is itself refused with 429. */
export function countWrongCode(
  state: SandboxState,
  consumerId: string,
  kind: WrongCodeKind,
  now: Date,
): void {
  const record = recordOf(state, consumerId, kind);
  if (record === undefined || isWrongCodeWindowOver(record, now)) {
    state.wrongCodes = state.wrongCodes.filter((candidate) => candidate !== record);
    state.wrongCodes.push({ consumerId, kind, firstAt: now.toISOString(), count: 1 });
  } else {
    record.count += 1;
  }
  rejectWhileLocked(state, consumerId, kind, now);
}

/** A right code: the consumer's wrong tries of that kind are forgotten. */
export function forgetWrongCodes(state: SandboxState, consumerId: string, kind: WrongCodeKind): void {
  state.wrongCodes = state.wrongCodes.filter(
    (record) => record.consumerId !== consumerId || record.kind !== kind,
  );
}
