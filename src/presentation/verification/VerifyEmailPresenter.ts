import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ChangeEmail } from '../../application/consumer/usecases/ChangeEmail';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import type { PagePresenter } from '../shell/PageHost';
import { emailFields } from './ChangeContactDialog';
import { ContactVerification, VerificationServices } from './ContactVerification';

export const EMAIL_RESENT_KEY = 'verification.email.resent';

/** Verify Email (SPEC sections 2, 4 and 8). */
@injectable()
export class VerifyEmailPresenter implements PagePresenter {
  readonly contact: ContactVerification<'email'>;

  constructor(
    @inject(VerificationServices) private readonly services: VerificationServices,
    @inject(SendVerificationEmail) sendVerificationEmail: SendVerificationEmail,
    @inject(ChangeEmail) changeEmail: ChangeEmail,
  ) {
    this.contact = new ContactVerification(services, {
      send: () => sendVerificationEmail.execute(),
      resentKey: EMAIL_RESENT_KEY,
      fields: emailFields(changeEmail, () => this.email),
      // A link went to the new address at once: the resend wait starts again.
      changed: (update) =>
        this.contact.sender.changed('verify.emailChanged', update.allowVerificationEmailAfter),
      isVerified: (consumer) => consumer.isEmailVerified,
      allowAfter: (consumer) => consumer.allowVerificationEmailAfter,
    });
    makeAutoObservable(this);
  }

  get email(): string {
    return this.services.session.consumer?.email ?? '';
  }

  enter(): Promise<void> {
    return this.contact.enter();
  }

  leave(): void {
    this.contact.leave();
  }
}
