import type { Bearer } from '../SandboxApi';
import type { SandboxState } from '../state/SandboxState';
import { sessionKind } from './sessionKind';
import { liveSession } from './sessions';

/**
 * The consumer whose session (or login waiting for its code) the token opens now, changing nothing;
 * null whenever sessionKind answers none. Counts a consumer keeps whichever session asks (rate limits).
 */
export function sessionOwner(state: SandboxState, bearer: Bearer, now: Date): string | null {
  if (sessionKind(state, bearer, now) === 'none') return null;
  return liveSession(state, bearer, now)?.consumerId ?? null;
}
