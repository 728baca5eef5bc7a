import { inject, injectable } from 'inversify';
import type { Consumer } from '../../../domain/consumer/Consumer';
import { firstMissingStep } from '../../../domain/registration/registrationStep';
import { storedOrderStep, type NextStep } from '../../orders/NextStep';
import { ResumeStoredOrder } from '../../orders/usecases/ResumeStoredOrder';

/**
 * Where a sign-in on the Authorization page leads (SPEC section 4): an amount chosen before signing
 * in becomes an order and the consumer pays it. Only a consumer who may order (registration
 * complete) tries; otherwise, or when the order cannot be created (the amount stays stored), the
 * cards, where the registration guard sends an incomplete consumer on to the first missing step.
 */
@injectable()
export class NextStepAfterSignIn {
  constructor(@inject(ResumeStoredOrder) private readonly resumeStoredOrder: ResumeStoredOrder) {}

  async execute(consumer: Consumer): Promise<NextStep> {
    if (firstMissingStep(consumer) !== 'cards') return { next: 'cards' };
    return storedOrderStep(await this.resumeStoredOrder.execute(), { next: 'cards' }).step;
  }
}
