import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
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
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(level: KycTargetLevel): Promise<Result<Consumer>> {
    return this.pending.signInWhenUnauthorized(() =>
      attempt(async () => {
        const consumer = await this.kyc.simulate(level);
        this.session.store(consumer);
        return consumer;
      }),
    );
  }
}
