import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
import type { KycTargetLevel } from '../../../domain/kyc/kycLevel';
import type { KycEvent } from '../../../domain/kyc/kycState';
import { KYC_RETRY_COUNT, KYC_RETRY_DELAY_MS } from '../../../domain/timing';
import { attempt, ok, type AppError, type Result } from '../../shared/Result';
import { isServerFault } from '../../shared/GatewayError';
import { SCHEDULER, type Scheduler } from '../../shared/Scheduler';
import { KYC_GATEWAY, type KycGateway } from '../ports/KycGateway';

export type KycStart =
  /** The reference that authorises the hosted widget. */
  | { kind: 'widget'; reference: string }
  /** The widget cannot start; the event tells the KYC state whether a review is already under way. */
  | { kind: 'initFailed'; event: Extract<KycEvent, { type: 'initFailed' }>; error: AppError };

/** Failures worth trying again: the server or the network, not a refusal. */
const isWorthRetrying = (error: AppError): boolean =>
  isServerFault(error.kind) || error.kind === 'NetworkError';

/**
 * Starts the identity check for the hosted widget, trying a failing start again KYC_RETRY_COUNT times
 * KYC_RETRY_DELAY_MS apart. When it still fails, the status says whether a review is already under way.
 */
@injectable()
export class StartKyc {
  constructor(
    @inject(KYC_GATEWAY) private readonly kyc: KycGateway,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  async execute(level: KycTargetLevel): Promise<Result<KycStart>> {
    const started = await this.initiate();
    if (started.ok) return ok({ kind: 'widget', reference: started.value.reference });
    if (started.error.kind === 'Unauthorized') {
      this.pending.requireSignIn();
      return started;
    }
    const status = await attempt(() => this.kyc.status(level));
    const isPendingReview = status.ok && status.value.isPendingReview;
    return ok({ kind: 'initFailed', event: { type: 'initFailed', isPendingReview }, error: started.error });
  }

  private async initiate(): Promise<Result<{ reference: string }>> {
    let result = await attempt(() => this.kyc.initiate());
    for (let retry = 0; retry < KYC_RETRY_COUNT && !result.ok && isWorthRetrying(result.error); retry++) {
      await this.pause();
      result = await attempt(() => this.kyc.initiate());
    }
    return result;
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => this.scheduler.after(KYC_RETRY_DELAY_MS, resolve));
  }
}
