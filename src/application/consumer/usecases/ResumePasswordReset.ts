import { inject, injectable } from 'inversify';
import { attempt, type Result } from '../../shared/Result';
import { SECURE_INPUT, type SecureInput } from '../../shared/SecureInput';
import { CONSUMER_GATEWAY, type ConsumerGateway } from '../ports/ConsumerGateway';

export interface PasswordResetResume {
  /** Plain here; tokenised before it leaves. */
  newPassword: string;
  /** From the reset link: /consumer/set-password/{nonce}/{email}. */
  nonce: string;
  email: string;
}

/** Sets the new password chosen through the reset link. */
@injectable()
export class ResumePasswordReset {
  constructor(
    @inject(CONSUMER_GATEWAY) private readonly consumers: ConsumerGateway,
    @inject(SECURE_INPUT) private readonly secureInput: SecureInput,
  ) {}

  async execute(reset: PasswordResetResume): Promise<Result<void>> {
    const newPassword = await this.secureInput.tokenise(reset.newPassword);
    return attempt(() => this.consumers.resumePasswordReset({ ...reset, newPassword }));
  }
}
