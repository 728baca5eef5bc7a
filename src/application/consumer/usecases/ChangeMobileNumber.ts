import { inject, injectable } from 'inversify';
import type { Result } from '../../shared/Result';
import { PendingAction, retried } from '../../session/PendingAction';
import { ContactUpdater } from '../ContactUpdater';
import type { ContactUpdate } from '../ports/ConsumerGateway';

export const CHANGE_MOBILE_NUMBER = retried<ContactUpdate>('changeMobileNumber');

export interface MobileNumber {
  /** Dial code without '+', e.g. '33'. */
  countryCode: string;
  number: string;
}

/** Replaces the mobile number; on Unauthorized the change is kept and replayed after sign-in. */
@injectable()
export class ChangeMobileNumber {
  constructor(
    @inject(ContactUpdater) private readonly contacts: ContactUpdater,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(mobile: MobileNumber): Promise<Result<ContactUpdate>> {
    const { countryCode, number } = mobile;
    return this.pending.retryAfterLogin(CHANGE_MOBILE_NUMBER, () =>
      this.contacts.update({ countryCode, number }),
    );
  }
}
