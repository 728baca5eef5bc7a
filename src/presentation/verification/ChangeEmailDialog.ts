import { makeAutoObservable } from 'mobx';
import { ChangeEmailForm } from '../../domain/consumer/forms/ChangeEmailForm';
import { validateForm } from '../../domain/validation/validateForm';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import type { ChangeEmail } from '../../application/consumer/usecases/ChangeEmail';
import type { FailureWords } from '../calls/failureMessage';
import { FormSubmission } from '../forms/FormSubmission';
import type { Message } from '../messages/Message';

/** A lost session says verify.emailUpdateError; other failures the form text with the server's error. */
const CHANGE_EMAIL_WORDS = {
  codes: { freshCodeRequired: 'verification.errors.changePending' },
  signIn: 'verify.emailUpdateError',
  serverWords: 'reference',
  otherwise: 'verification.changeEmail.formError',
} as const satisfies FailureWords;

/**
 * The change-of-address dialog of Verify Email (SPEC sections 5 and 8): the new address must differ
 * from the current one. It stays open, with what was typed, until the change is accepted.
 */
export class ChangeEmailDialog {
  open = false;
  email = '';
  readonly change: FormSubmission<'email', ContactUpdate>;

  /**
   * @param currentEmail the address being verified.
   * @param changed told of an accepted change.
   */
  constructor(
    private readonly changeEmail: ChangeEmail,
    private readonly currentEmail: () => string,
    changed: (update: ContactUpdate) => void,
  ) {
    this.change = new FormSubmission(CHANGE_EMAIL_WORDS, {
      serverFields: { email: 'email' },
      done: (update) => {
        this.open = false;
        changed(update);
      },
    });
    makeAutoObservable<ChangeEmailDialog, 'changeEmail' | 'currentEmail'>(this, {
      changeEmail: false,
      currentEmail: false,
    });
  }

  get error(): Message | null {
    return this.change.fieldMessage('email');
  }

  get failure(): Message | null {
    return this.change.failure;
  }

  get changing(): boolean {
    return this.change.running;
  }

  show(): void {
    this.open = true;
    this.email = '';
    this.change.clear();
  }

  close(): void {
    this.open = false;
  }

  type(text: string): void {
    this.email = text;
    this.change.edited('email');
  }

  /** Sends the new address; the dialog stays open, with what was typed, until it is accepted. */
  async submit(): Promise<void> {
    const form = ChangeEmailForm.from({ email: this.email }, this.currentEmail());
    await this.change.submit(validateForm(form), () => this.changeEmail.execute(form.email));
  }
}
