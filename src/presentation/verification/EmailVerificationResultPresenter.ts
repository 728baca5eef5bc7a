import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { CheckEmailVerification } from '../../application/consumer/usecases/CheckEmailVerification';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { Call } from '../calls/Call';
import { paths } from '../shell/paths';
import type { PageAt, PagePresenter } from '../shell/PageHost';
import { VerificationServices } from './ContactVerification';
import { VerificationSender } from './VerificationSender';

export type EmailCheckState = 'checking' | 'verified' | 'notVerified';

/** The public page the verification link opens (SPEC sections 2, 4 and 8). */
@injectable()
export class EmailVerificationResultPresenter implements PagePresenter<never, 'cons' | 'nonce'> {
  readonly sender: VerificationSender;
  /**
   * The link being checked, or checked, and its own check: React may enter the page again (its development
   * double effects); another link is checked afresh, the last one's late answer then read by nobody.
   */
  private checked: { link: string; check: Call<{ verified: boolean }> } | null = null;

  constructor(
    @inject(CheckEmailVerification) private readonly checkEmail: CheckEmailVerification,
    @inject(SendVerificationEmail) sendVerificationEmail: SendVerificationEmail,
    @inject(VerificationServices) private readonly services: VerificationServices,
  ) {
    this.sender = new VerificationSender(() => sendVerificationEmail.execute(), 'email', services);
    makeAutoObservable(this);
  }

  get state(): EmailCheckState {
    if (this.checked === null || this.checked.check.running) return 'checking';
    return this.checked.check.value?.verified ? 'verified' : 'notVerified';
  }

  /** The address, when this device knows the consumer. */
  get email(): string | null {
    return this.services.session.consumer?.email ?? null;
  }

  /** Only a signed-in consumer can ask for a new link; anyone else signs in first. */
  get canAskForNewLink(): boolean {
    return this.services.session.hasToken;
  }

  get continuePath(): string {
    return paths.verifyMobile();
  }

  /** Checks the link's cons and nonce, once per link; a link missing either verifies nothing. */
  async enter({ query: { cons, nonce } }: PageAt<never, 'cons' | 'nonce'>): Promise<void> {
    const link = JSON.stringify([cons, nonce]);
    if (this.checked?.link === link) return;
    // A check that fails verifies nothing, as a wrong link does: the page says so.
    const check = new Call<{ verified: boolean }>({ otherwise: 'verification.result.failedText' });
    this.checked = { link, check };
    if (cons && nonce) await check.run(() => this.checkEmail.execute({ cons, nonce }));
  }

  leave(): void {
    this.sender.stop();
  }
}
