import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { CONSUMER_GATEWAY, type ConsumerGateway, type SendResult } from '../ports/ConsumerGateway';

/** Sends the verification e-mail; a too-early resend fails with errorCode 'tooEarly' and timeLeftForRetry. */
@injectable()
export class SendVerificationEmail {
  constructor(@inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway) {}

  execute(): Promise<Result<SendResult>> {
    return attempt(() => this.consumers.sendVerificationEmail());
  }
}
