import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
import { attempt, type Result } from '../../shared/Result';
import { CONSUMER_GATEWAY, type ConsumerGateway } from '../ports/ConsumerGateway';
import { LoadConsumer } from './LoadConsumer';

/** Checks the SMS code; once verified the profile is read again so the next step sees the mobile verified. */
@injectable()
export class VerifyMobileCode {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(code: string): Promise<Result<{ verified: boolean }>> {
    const checked = await this.pending.signInWhenUnauthorized(() =>
      attempt(() => this.consumers.verifyMobileDevice(code)),
    );
    if (!checked.ok || !checked.value.verified) return checked;
    const reloaded = await this.loadConsumer.execute();
    return reloaded.ok ? checked : reloaded;
  }
}
