import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { hasStepChanged } from '../../../domain/registration/stepChanges';
import { ok, type Result } from '../../shared/Result';
import { ConsumerSession } from '../../session/ConsumerSession';
import { retried } from '../../session/PendingAction';
import { ProfileUpdater } from '../ProfileUpdater';
import type { PersonalInfo } from '../ports/ConsumerGateway';

export const UPDATE_PERSONAL_INFO = retried<Consumer>('updatePersonalInfo');

/** The personal information step (name, surname and date of birth); a step with no changes skips the update and moves on. */
@injectable()
export class UpdatePersonalInfo {
  constructor(
    @inject(ProfileUpdater) private readonly profile: ProfileUpdater,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
  ) {}

  async execute(info: PersonalInfo): Promise<Result<Consumer>> {
    const current = this.session.current;
    if (current !== null && !hasStepChanged('personalInfo', current, info)) return ok(current);
    return this.profile.save(UPDATE_PERSONAL_INFO, info);
  }
}
