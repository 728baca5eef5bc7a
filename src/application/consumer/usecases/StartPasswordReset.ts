import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { CONSUMER_GATEWAY, type ConsumerGateway, type SendResult } from '../ports/ConsumerGateway';

/** Sends the password reset link to the e-mail address. */
@injectable()
export class StartPasswordReset {
  constructor(@inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway) {}

  execute(email: string): Promise<Result<SendResult>> {
    return attempt(() => this.consumers.startPasswordReset(email));
  }
}
