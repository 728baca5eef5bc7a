import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
import type { Consumer } from '../../../domain/consumer/Consumer';
import type { KycTargetLevel } from '../../../domain/kyc/kycLevel';
import { kycReducer, type KycEvent, type KycState } from '../../../domain/kyc/kycState';
import { attempt, ok, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { KYC_GATEWAY, type KycGateway } from '../ports/KycGateway';

export interface KycPoll {
  level: KycTargetLevel;
  /** The state before this read. */
  state: KycState;
}

export interface KycPolled {
  state: KycState;
  /** The report itself, for a caller whose state moved on while the read was under way. */
  event: Extract<KycEvent, { type: 'statusReported' }>;
  /** The approved consumer, when the status brought one (it is kept as the current consumer). */
  consumer: Consumer | null;
}

/** One read of the identity check status, folded into the KYC state by the domain's reducer. */
@injectable()
export class PollKycStatus {
  constructor(
    @inject(KYC_GATEWAY) private readonly kyc: KycGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(poll: KycPoll): Promise<Result<KycPolled>> {
    const read = await this.pending.signInWhenUnauthorized(() => attempt(() => this.kyc.status(poll.level)));
    if (!read.ok) return read;
    const { isPendingReview, isApproved, consumer } = read.value;
    if (consumer !== null) this.session.store(consumer);
    const event = { type: 'statusReported', isPendingReview, isApproved } as const;
    return ok({ state: kycReducer(poll.state, event), event, consumer });
  }
}
