import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { attempt, ok, type Result } from '../../shared/Result';
import { ConsumerSession } from '../ConsumerSession';
import { PendingAction, type ReplayedAction } from '../PendingAction';
import { SESSION_GATEWAY, type SessionGateway } from '../ports/SessionGateway';
import { TOKEN_STORE, type TokenStore } from '../ports/TokenStore';

export interface CodeVerified {
  consumer: Consumer;
  /** The action that met Unauthorized before this sign-in, replayed once now; null when none was kept. */
  replayed: ReplayedAction | null;
}

/**
 * Completes a sign-in with the 6-digit code: the full token and the consumer are kept, then the action
 * that met Unauthorized (if any) is replayed once.
 */
@injectable()
export class VerifyOneTimeCode {
  constructor(
    @inject(SESSION_GATEWAY) private readonly sessions: SessionGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(code: string): Promise<Result<CodeVerified>> {
    const verified = await attempt(() => this.sessions.verifyOneTimeCode(code));
    if (!verified.ok) return verified;
    const { consumer, token } = verified.value;
    const previous = this.session.current;
    this.tokens.save(token);
    this.session.store(consumer);
    // An action kept for one consumer is never done for another who signs in on the same device.
    if (previous !== null && previous.id !== consumer.id) this.pending.clear();
    return ok({ consumer, replayed: await this.pending.replay() });
  }
}
