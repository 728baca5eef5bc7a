import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { PendingAction, retried } from '../../session/PendingAction';
import { SESSION_GATEWAY, type SessionGateway } from '../../session/ports/SessionGateway';

export const REQUEST_CARD_DETAILS_CODE = retried<undefined>('requestCardDetailsCode');

/**
 * Texts a fresh one-time code before card details are shown (POST /consumer/otp/request). On
 * Unauthorized the consumer signs in again and the request is replayed once, so the reveal resumes.
 */
@injectable()
export class RequestCardDetailsCode {
  constructor(
    @inject(SESSION_GATEWAY) private readonly sessions: SessionGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(): Promise<Result<undefined>> {
    return this.pending.retryAfterLogin(REQUEST_CARD_DETAILS_CODE, () =>
      attempt(async () => {
        await this.sessions.requestOneTimeCode();
        return undefined;
      }),
    );
  }
}
