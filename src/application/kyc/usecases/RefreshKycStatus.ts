import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { KYC_GATEWAY, type KycGateway } from '../ports/KycGateway';

/** Asks the issuer to bring the consumer's KYC level up to date and keeps the consumer it returns. */
@injectable()
export class RefreshKycStatus {
  constructor(
    @inject(KYC_GATEWAY) private readonly kyc: KycGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  execute(): Promise<Result<Consumer>> {
    return attempt(async () => {
      const consumer = await this.kyc.refreshStatus();
      this.session.store(consumer);
      return consumer;
    });
  }
}
