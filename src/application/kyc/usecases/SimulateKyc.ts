import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../../domain/kyc/kycLevel';
import { attempt, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { KYC_GATEWAY, type KycGateway } from '../ports/KycGateway';

/** Simulate Success (every environment but production): passes the check at that level at once. */
@injectable()
export class SimulateKyc {
  constructor(
    @inject(KYC_GATEWAY) private readonly kyc: KycGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  execute(level: KycTargetLevel): Promise<Result<Consumer>> {
    return attempt(async () => {
      const consumer = await this.kyc.simulate(level);
      this.session.store(consumer);
      return consumer;
    });
  }
}
