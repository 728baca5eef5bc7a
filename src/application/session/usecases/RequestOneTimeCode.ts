import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { SESSION_GATEWAY, type SessionGateway } from '../ports/SessionGateway';

/** Sends a new one-time code (after five wrong ones the old code is spent). */
@injectable()
export class RequestOneTimeCode {
  constructor(@inject(SESSION_GATEWAY) private readonly sessions: SessionGateway) {}

  execute(): Promise<Result<void>> {
    return attempt(() => this.sessions.requestOneTimeCode());
  }
}
