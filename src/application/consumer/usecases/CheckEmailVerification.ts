import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { CONSUMER_GATEWAY, type ConsumerGateway } from '../ports/ConsumerGateway';
import { LoadConsumer } from './LoadConsumer';

export interface EmailCheck {
  /** cons: the consumer id of the link; nonce: its one-off secret. */
  cons: string;
  nonce: string;
}

/**
 * Opens the e-mail verification link. The page is public: when this device holds the consumer's profile,
 * it is read again so the next steps see the e-mail as verified.
 */
@injectable()
export class CheckEmailVerification {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
  ) {}

  async execute(check: EmailCheck): Promise<Result<{ verified: boolean }>> {
    const checked = await attempt(() => this.consumers.checkEmailCode(check));
    if (!checked.ok || !checked.value.verified || this.session.current === null) return checked;
    const reloaded = await this.loadConsumer.execute();
    return reloaded.ok ? checked : reloaded;
  }
}
