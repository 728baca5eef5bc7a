import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CheckEmailVerification } from '../../application/consumer/usecases/CheckEmailVerification';
import { SendVerificationEmail } from '../../application/consumer/usecases/SendVerificationEmail';
import { paths } from '../shell/paths';
import type { PageAt, PagePresenter } from '../shell/routeTable';
import { VerificationServices } from './ContactVerification';
import { VerificationSender } from './VerificationSender';
import { EMAIL_RESENT_KEY } from './VerifyEmailPresenter';

export type EmailCheckState = 'checking' | 'verified' | 'notVerified';

/** The public page the verification link opens (SPEC sections 2, 4 and 8). */
@injectable()
export class EmailVerificationResultPresenter implements PagePresenter<never, 'cons' | 'nonce'> {
  state: EmailCheckState = 'checking';
  readonly sender: VerificationSender;
  /** The link being checked, or checked: React may enter the page again (its development double effects). */
  private check: { link: string; done: Promise<void> } | null = null;

  constructor(
    @inject(CheckEmailVerification) private readonly checkEmail: CheckEmailVerification,
    @inject(SendVerificationEmail) sendVerificationEmail: SendVerificationEmail,
    @inject(VerificationServices) private readonly services: VerificationServices,
  ) {
    this.sender = new VerificationSender(() => sendVerificationEmail.execute(), EMAIL_RESENT_KEY, services);
    // The link being checked holds a promise: kept as it is.
    makeAutoObservable<EmailVerificationResultPresenter, 'check'>(this, { check: false });
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

  get signInPath(): string {
    return paths.auth();
  }

  /** Checks the link's cons and nonce, once per link; a link missing either verifies nothing. */
  enter({ query: { cons, nonce } }: PageAt<never, 'cons' | 'nonce'>): Promise<void> {
    const link = JSON.stringify([cons, nonce]);
    if (this.check?.link !== link) this.check = { link, done: this.checkLink(cons, nonce) };
    return this.check.done;
  }

  private async checkLink(cons: string | null, nonce: string | null): Promise<void> {
    this.state = 'checking';
    if (!cons || !nonce) {
      this.state = 'notVerified';
      return;
    }
    const result = await this.checkEmail.execute({ cons, nonce });
    runInAction(() => {
      this.state = result.ok && result.value.verified ? 'verified' : 'notVerified';
    });
  }

  leave(): void {
    this.sender.stop();
  }
}
