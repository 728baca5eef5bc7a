import { inject, injectable } from 'inversify';
import type { Consumer } from '../../domain/consumer/Consumer';
import { attempt, type Result } from '../shared/Result';
import { ConsumerSession } from '../session/ConsumerSession';
import { PendingAction } from '../session/PendingAction';
import { CONSUMER_GATEWAY, type ConsumerGateway, type ProfileUpdate } from './ports/ConsumerGateway';

/** The registration steps' updates, each kept under its own name when it meets Unauthorized. */
export type ProfileStepAction = 'updatePersonalInfo' | 'updateAddressInfo' | 'updateFinancialInfo';

/** Sends one registration step and keeps the updated consumer; a step that meets Unauthorized replays after sign-in. */
@injectable()
export class ProfileUpdater {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  save(name: ProfileStepAction, update: ProfileUpdate): Promise<Result<Consumer>> {
    return this.pending.retryAfterLogin(name, () =>
      attempt(async () => {
        const consumer = await this.consumers.updateProfile(update);
        this.session.store(consumer);
        return consumer;
      }),
    );
  }
}
