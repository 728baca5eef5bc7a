import { inject, injectable } from 'inversify';
import { attempt, ok, type AppError, type Result } from '../../shared/Result';
import { ConsumerSession } from '../ConsumerSession';
import { PendingAction } from '../PendingAction';
import { SESSION_GATEWAY, type SessionGateway } from '../ports/SessionGateway';
import { TOKEN_STORE, type TokenStore } from '../ports/TokenStore';

/**
 * Signs out: tells the server, then forgets the token, the consumer and any kept action whatever the
 * server said, so the device is signed out even offline. The server's failure is handed back for logging.
 */
@injectable()
export class LogOut {
  constructor(
    @inject(SESSION_GATEWAY) private readonly sessions: SessionGateway,
    @inject(TOKEN_STORE) private readonly tokens: TokenStore,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(): Promise<Result<{ serverError: AppError | null }>> {
    const server = await attempt(() => this.sessions.logout());
    this.tokens.clear();
    this.session.clear();
    this.pending.clear();
    return ok({ serverError: server.ok ? null : server.error });
  }
}
