import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { PendingAction } from '../../session/PendingAction';
import { SESSION_GATEWAY, type SessionGateway } from '../../session/ports/SessionGateway';
import { TOKEN_STORE, type TokenStore } from '../../session/ports/TokenStore';

/**
 * Checks the fresh one-time code asked before card details are shown (POST /consumer/otp/verify). The
 * renewed token and the consumer are kept, as after a sign-in, but no kept action is replayed: this is
 * no sign-in. Unauthorized asks for sign-in (not replayed: the code belonged to the old session).
 */
@injectable()
export class ConfirmCardDetailsCode {
  constructor(
    @inject(SESSION_GATEWAY) private readonly sessions: SessionGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(code: string): Promise<Result<Consumer>> {
    return this.pending.signInWhenUnauthorized(() =>
      attempt(async () => {
        const { consumer, token } = await this.sessions.verifyOneTimeCode(code);
        this.tokens.save(token);
        this.session.store(consumer);
        return consumer;
      }),
    );
  }
}
