import { makeAutoObservable } from 'mobx';
import type { LogIn, LoggedIn } from '../../application/session/usecases/LogIn';
import type { Message } from '../messages/Message';
import { LoginFormModel } from './LoginFormModel';

/** How the sign-in that needs a code was started: the LogIn options to use again if it must be redone. */
export interface SignInPurpose {
  kyc: boolean;
  fromModal: boolean;
}

/** What the login modal tells the presenter that opened it. */
export interface LoginOutcomes {
  loggedIn(loggedIn: LoggedIn, purpose: SignInPurpose, email: string): void;
  /** The consumer closed the window without signing in. */
  dismissed(): void;
}

/**
 * The login modal (SPEC sections 2 and 8): it opens over the page when sign-in is required; the
 * e-mail is prefilled and locked when the consumer is known.
 */
export class LoginModal {
  open = false;
  /** The e-mail is the known consumer's and cannot be changed. */
  emailLocked = false;
  readonly form: LoginFormModel;
  purpose: SignInPurpose = { kyc: false, fromModal: true };

  constructor(
    logIn: LogIn,
    private readonly outcomes: LoginOutcomes,
  ) {
    this.form = new LoginFormModel(logIn);
    makeAutoObservable<LoginModal, 'outcomes'>(this, { outcomes: false });
  }

  /** Opens for a purpose, with the e-mail known (locked when it is the signed-in consumer's) and why. */
  show(purpose: SignInPurpose, email: { address: string; locked: boolean }, failure: Message | null): void {
    this.purpose = purpose;
    this.emailLocked = email.locked;
    this.form.reset(email.address, failure);
    this.open = true;
  }

  /** Cancel, Escape or the close button: no sign-in stands any more. */
  close(): void {
    this.open = false;
    this.outcomes.dismissed();
  }

  async submit(): Promise<void> {
    const loggedIn = await this.form.submit(this.purpose);
    if (loggedIn !== null) this.loggedIn(loggedIn);
  }

  private loggedIn(loggedIn: LoggedIn): void {
    this.open = false;
    this.outcomes.loggedIn(loggedIn, this.purpose, this.form.email);
  }
}
