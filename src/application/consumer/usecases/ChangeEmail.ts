import { inject, injectable } from 'inversify';
import { PendingAction } from '../../session/PendingAction';
import type { Result } from '../../shared/Result';
import { ContactUpdater } from '../ContactUpdater';
import type { ContactUpdate } from '../ports/ConsumerGateway';

/** Replaces the e-mail address, which then needs verifying again (allowVerificationEmailAfter tells when). */
@injectable()
export class ChangeEmail {
  constructor(
    @inject(ContactUpdater) private readonly contacts: ContactUpdater,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {}

  execute(email: string): Promise<Result<ContactUpdate>> {
    return this.pending.signInWhenUnauthorized(() => this.contacts.update({ email }));
  }
}
