import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import { normaliseEmailInput } from '../../domain/consumer/email';
import { LoadConsumer } from '../../application/consumer/usecases/LoadConsumer';
import { ConsumerSession } from '../../application/session/ConsumerSession';
import { PendingAction } from '../../application/session/PendingAction';
import { LogIn, type LoginDestination } from '../../application/session/usecases/LogIn';
import { NextStepAfterSignIn } from '../../application/session/usecases/NextStepAfterSignIn';
import { RequestOneTimeCode } from '../../application/session/usecases/RequestOneTimeCode';
import { VerifyOneTimeCode } from '../../application/session/usecases/VerifyOneTimeCode';
import { messageOf } from '../messages/Message';
import { Navigation } from '../shell/Navigation';
import { nextStepPath, paths } from '../shell/paths';
import type { LoginFormModel, SignInPurpose } from './LoginFormModel';
import { LoginModal } from './LoginModal';
import { OneTimeCodeModal } from './OneTimeCodeModal';

/**
 * The app-wide login and one-time-code modals (SPEC sections 2, 4 and 8), opened on PendingAction's
 * request; a modal sign-in stays on the page, whose kept action VerifyOneTimeCode has replayed.
 */
@injectable('Singleton')
export class AuthModalsPresenter {
  readonly login: LoginModal;
  readonly code: OneTimeCodeModal;
  private destination: LoginDestination = 'cards';
  /** The address of the sign-in waiting for its code, to prefill the form if it must be redone. */
  private signingInAs = '';

  constructor(
    @inject(LogIn) private readonly logIn: LogIn,
    @inject(VerifyOneTimeCode) verifyOneTimeCode: VerifyOneTimeCode,
    @inject(RequestOneTimeCode) requestOneTimeCode: RequestOneTimeCode,
    @inject(LoadConsumer) private readonly loadConsumer: LoadConsumer,
    @inject(NextStepAfterSignIn) private readonly nextStepAfterSignIn: NextStepAfterSignIn,
    @inject(ConsumerSession) private readonly session: ConsumerSession,
    @inject(Navigation) private readonly navigation: Navigation,
    @inject(PendingAction) private readonly pending: PendingAction,
  ) {
    this.login = new LoginModal(
      (form, purpose) => this.signIn(form, purpose),
      () => pending.dismiss(),
    );
    this.code = new OneTimeCodeModal(verifyOneTimeCode, requestOneTimeCode, {
      verified: (consumer) => this.signedIn(consumer),
      signInAgain: () => this.openLogin(this.login.purpose, true),
      dismissed: () => pending.dismiss(),
    });
    makeAutoObservable(this);
    pending.subscribe((request) => {
      if (request !== null && !this.login.open && !this.code.open)
        this.openLogin({ kyc: false, fromModal: true });
    });
  }

  /** Signs in with the sign-in tab's or the modal's form; after a right pair, the texted code. */
  async signIn(form: LoginFormModel, purpose: SignInPurpose): Promise<void> {
    const result = await form.submit(({ email, password }) =>
      this.logIn.execute({ email, password, ...purpose }),
    );
    if (result?.ok) this.askForCode(result.value.destination, purpose, form.values.email);
  }

  /** The code box stands as a sign-in request too, so the shell mounts it. */
  private askForCode(destination: LoginDestination, purpose: SignInPurpose, email: string): void {
    this.login.open = false;
    this.login.purpose = purpose;
    this.signingInAs = normaliseEmailInput(email);
    this.destination = destination;
    this.code.show();
    if (this.pending.signInRequest === null) this.pending.requireSignIn();
  }

  /** The login modal over the page; `again` says the login behind the code box ran out. */
  private openLogin(purpose: SignInPurpose, again = false): void {
    const known = this.session.current;
    const failure = again ? messageOf('auth.errors.oneTimeCode.signInAgain') : null;
    this.login.show(purpose, { address: known?.email ?? this.signingInAs, locked: known !== null }, failure);
  }

  /** A modal sign-in stays on the page, its consumer read again. */
  private async signedIn(consumer: Consumer): Promise<void> {
    if (this.destination === 'currentPage') await this.loadConsumer.execute();
    else if (this.destination === 'kycUpgradeInfo') this.navigation.goTo(paths.kycUpgradeInfo());
    else {
      const step = await this.nextStepAfterSignIn.execute(consumer);
      this.navigation.goTo(nextStepPath(step));
    }
  }
}
