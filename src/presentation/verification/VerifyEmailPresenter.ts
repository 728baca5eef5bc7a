import { inject, injectable } from 'inversify';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import { ChangeEmail } from '../../application/consumer/usecases/ChangeEmail';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { emailFields } from './ChangeContactDialog';
import { ContactVerification, VerificationServices } from './ContactVerification';

/** Verify Email (SPEC sections 2, 4 and 8). */
@injectable()
export class VerifyEmailPresenter extends ContactVerification<'email'> {
  constructor(
    @inject(VerificationServices) services: VerificationServices,
    @inject(SendVerificationEmail) sendVerificationEmail: SendVerificationEmail,
    @inject(ChangeEmail) changeEmail: ChangeEmail,
  ) {
    super(services, {
      send: () => sendVerificationEmail.execute(),
      name: 'email',
      fields: emailFields(changeEmail, () => services.session.consumer?.email ?? ''),
      isVerified: (consumer) => consumer.isEmailVerified,
      allowAfter: (consumer) => consumer.allowVerificationEmailAfter,
    });
  }

  get email(): string {
    return this.services.session.consumer?.email ?? '';
  }

  /** A link went to the new address at once: the resend wait starts again. */
  protected changed(update: ContactUpdate): void {
    this.sender.changed('verify.emailChanged', update.allowVerificationEmailAfter);
  }
}
