import type { Bearer } from '../SandboxApi';
import type { SandboxContext } from '../SandboxContext';
import { closeSession, requireAnySession } from './sessions';

/** DELETE /consumer/token: the token (verified or still waiting for its code) stops working at once. */
export function logout(context: SandboxContext, bearer: Bearer): void {
  const session = requireAnySession(context.state, bearer, context.clock());
  closeSession(context.state, session.token);
}
