import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { hasStepChanged } from '../../../domain/registration/stepChanges';
import { ok, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { retried } from '../../session/PendingAction';
import { ProfileUpdater } from '../ProfileUpdater';
import type { FinancialInfo } from '../ports/ConsumerGateway';

export const UPDATE_FINANCIAL_INFO = retried<Consumer>('updateFinancialInfo');

/** The financial information step (occupation, source of funds with its free text for OTHER, nationality); a step with no changes skips the update and moves on. */
@injectable()
export class UpdateFinancialInfo {
  constructor(
    @inject(ProfileUpdater) private readonly profile: ProfileUpdater,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  async execute(info: FinancialInfo): Promise<Result<Consumer>> {
    const current = this.session.current;
    if (current !== null && !hasStepChanged('financialInfo', current, info)) return ok(current);
    return this.profile.save(UPDATE_FINANCIAL_INFO, info);
  }
}
