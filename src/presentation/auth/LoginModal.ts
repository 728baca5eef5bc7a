import { makeAutoObservable } from 'mobx';
import type { LogIn, LoggedIn } from '../../application/session/usecases/LogIn';
import type { Message } from '../messages/Message';
import { loginForm, signInWith, type SignInPurpose } from './LoginFormModel';

/** The login modal (SPEC sections 2 and 8); the e-mail is prefilled and locked when the consumer is known. */
export class LoginModal {
  open = false;
  emailLocked = false;
  readonly form = loginForm();
  purpose: SignInPurpose = { kyc: false, fromModal: true };

  constructor(
    private readonly logIn: LogIn,
    private readonly loggedIn: (loggedIn: LoggedIn, purpose: SignInPurpose, email: string) => void,
    private readonly dismissed: () => void,
  ) {
    makeAutoObservable<LoginModal, 'loggedIn' | 'dismissed'>(this, { loggedIn: false, dismissed: false });
  }

  show(purpose: SignInPurpose, email: { address: string; locked: boolean }, failure: Message | null): void {
    this.purpose = purpose;
    this.emailLocked = email.locked;
    this.form.reset({ email: email.address, password: '' }, failure);
    this.open = true;
  }

  /** Cancel, Escape or the close button: no sign-in stands any more. */
  close(): void {
    this.open = false;
    this.dismissed();
  }

  async submit(): Promise<void> {
    const loggedIn = await signInWith(this.form, this.logIn, this.purpose);
    if (loggedIn === null) return;
    this.open = false;
    this.loggedIn(loggedIn, this.purpose, this.form.values.email);
  }
}
