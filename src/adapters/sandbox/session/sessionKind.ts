import type { Bearer, SessionKind } from '../SandboxApi';
import type { SandboxState } from '../state/SandboxState';
import { liveSession } from './sessions';

/**
 * Which session the token opens now, changing nothing: 'none' (missing, unknown or expired, or its
 * account is gone), 'awaitingCode' (a login token before its one-time code) or 'verified'. The same
 * judgement as requireAnySession and requireVerifiedSession, without the throw.
 */
export function sessionKind(state: SandboxState, bearer: Bearer, now: Date): SessionKind {
  const session = liveSession(state, bearer, now);
  if (session === undefined || !state.accounts.some((account) => account.id === session.consumerId)) {
    return 'none';
  }
  return session.otpVerified ? 'verified' : 'awaitingCode';
}
