import { makeAutoObservable } from 'mobx';
import type { Message } from '../messages/Message';
import { loginForm, type LoginFormModel, type SignInPurpose } from './LoginFormModel';

/** The login modal (SPEC sections 2 and 8); the e-mail is prefilled and locked when the consumer is known. */
export class LoginModal {
  open = false;
  emailLocked = false;
  readonly form = loginForm();
  purpose: SignInPurpose = { kyc: false, fromModal: true };

  constructor(
    private readonly signIn: (form: LoginFormModel, purpose: SignInPurpose) => Promise<void>,
    private readonly dismissed: () => void,
  ) {
    makeAutoObservable<LoginModal, 'signIn' | 'dismissed'>(this, { signIn: false, dismissed: false });
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

  /** A right pair closes the modal and opens the code box. */
  submit(): Promise<void> {
    return this.signIn(this.form, this.purpose);
  }
}
