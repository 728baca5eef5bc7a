import { inject, injectable } from 'inversify';
import type { Consumer } from '../../domain/consumer/Consumer';
import { attempt, type Result } from '../shared/Result';
import { ConsumerSession } from '../session/ConsumerSession';
import { PendingAction, type Retried } from '../session/PendingAction';
import { CONSUMER_GATEWAY, type ConsumerGateway, type ProfileUpdate } from './ports/ConsumerGateway';

/** Sends a registration step and keeps the consumer; at an ended session, it is replayed after sign-in. */
@injectable()
export class ProfileUpdater {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  save(step: Retried<Consumer>, update: ProfileUpdate): Promise<Result<Consumer>> {
    return this.pending.retryAfterLogin(step, () =>
      attempt(async () => {
        const consumer = await this.consumers.updateProfile(update);
        this.session.store(consumer);
        return consumer;
      }),
    );
  }
}
