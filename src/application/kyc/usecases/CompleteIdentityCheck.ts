import { inject, injectable } from 'inversify';
import type { KycTargetLevel } from '../../../domain/kyc/kycLevel';
import { storedOrderStep, type StepAfterStoredOrder } from '../../orders/NextStep';
import { ResumeStoredOrder } from '../../orders/usecases/ResumeStoredOrder';

/**
 * The identity check is approved (SPEC section 4): the cards are next. At level 1 (registering), an
 * amount chosen before registering becomes an order, paid next; one the issuer refuses (say, above
 * what level 1 may buy) is offered again on Buy New Card. An ended session leads to the cards: the
 * login window is asking and the amount stays stored.
 */
@injectable()
export class CompleteIdentityCheck {
  constructor(@inject(ResumeStoredOrder) private readonly resumeStoredOrder: ResumeStoredOrder) {}

  async execute(level: KycTargetLevel): Promise<StepAfterStoredOrder> {
    if (level !== 'KYC_LEVEL_1') return { step: { next: 'cards' }, failure: null };
    return storedOrderStep(await this.resumeStoredOrder.execute(), { next: 'cards' }, (failure) =>
      failure.kind === 'Unauthorized' ? { next: 'cards' } : { next: 'buyCard' },
    );
  }
}
