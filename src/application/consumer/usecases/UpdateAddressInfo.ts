import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { hasStepChanged } from '../../../domain/registration/stepChanges';
import { ok, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { retried } from '../../session/PendingAction';
import { ProfileUpdater } from '../ProfileUpdater';
import type { AddressInfo } from '../ports/ConsumerGateway';

export const UPDATE_ADDRESS_INFO = retried<Consumer>('updateAddressInfo');

/** The address information step (address lines, city, state, postal code and country); a step with no changes skips the update and moves on. */
@injectable()
export class UpdateAddressInfo {
  constructor(
    @inject(ProfileUpdater) private readonly profile: ProfileUpdater,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  async execute(info: AddressInfo): Promise<Result<Consumer>> {
    const current = this.session.current;
    if (current !== null && !hasStepChanged('addressInfo', current, info)) return ok(current);
    return this.profile.save(UPDATE_ADDRESS_INFO, info);
  }
}
