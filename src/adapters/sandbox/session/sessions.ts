import type { Bearer } from '../SandboxApi';
import { unauthorized } from '../errors';
import { nextId } from '../state/ids';
import { randomText, SECRET_TOKEN_LENGTH } from '../state/random';
import type { AccountRecord, SandboxState, SessionRecord } from '../state/SandboxState';
import { tokenExpiry } from './sessionRules';

/**
 * Starts a session for the account; a login session still waits for its one-time code.
 * `passwordGivenAt` is now for a login or a registration; a verified one-time code carries the login's on.
 */
export function openSession(
  state: SandboxState,
  consumerId: string,
  now: Date,
  otpVerified: boolean,
  passwordGivenAt: string = now.toISOString(),
): SessionRecord {
  const session: SessionRecord = {
    token: `${nextId(state, 'token')}.${randomText(state, SECRET_TOKEN_LENGTH)}`,
    consumerId,
    expiresAt: tokenExpiry(now),
    passwordGivenAt,
    otpVerified,
    otp: null,
  };
  state.sessions.push(session);
  return session;
}

export function closeSession(state: SandboxState, token: string): void {
  state.sessions = state.sessions.filter((session) => session.token !== token);
}

function isLive(session: SessionRecord, now: Date): boolean {
  return now.getTime() < Date.parse(session.expiresAt);
}

/** The unexpired session the token opens, verified or not; undefined when missing, unknown or expired. */
export function liveSession(state: SandboxState, bearer: Bearer, now: Date): SessionRecord | undefined {
  if (bearer === null) return undefined;
  const session = state.sessions.find((candidate) => candidate.token === bearer);
  return session !== undefined && isLive(session, now) ? session : undefined;
}

/** Any session the token opens, verified or not; 401 when missing, unknown or expired. */
export function requireAnySession(state: SandboxState, bearer: Bearer, now: Date): SessionRecord {
  const session = liveSession(state, bearer, now);
  if (session === undefined) throw unauthorized();
  return session;
}

/** A session that passed the one-time code (or came from registration); 401 otherwise. */
export function requireVerifiedSession(state: SandboxState, bearer: Bearer, now: Date): SessionRecord {
  const session = requireAnySession(state, bearer, now);
  if (!session.otpVerified) throw unauthorized();
  return session;
}

export function accountOf(state: SandboxState, session: SessionRecord): AccountRecord {
  const account = state.accounts.find((candidate) => candidate.id === session.consumerId);
  if (account === undefined) throw unauthorized();
  return account;
}
