import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
import { attempt, type Result } from '../../shared/Result';
import { CONSUMER_GATEWAY, type ConsumerGateway, type SendResult } from '../ports/ConsumerGateway';

/** Sends the verification e-mail; a too-early resend fails with errorCode 'tooEarly' and timeLeftForRetry. */
@injectable()
export class SendVerificationEmail {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(): Promise<Result<SendResult>> {
    return this.pending.signInWhenUnauthorized(() => attempt(() => this.consumers.sendVerificationEmail()));
  }
}
