import { makeAutoObservable, runInAction } from 'mobx';
import { ChangeEmailForm } from '../../domain/consumer/forms/ChangeEmailForm';
import { validateForm } from '../../domain/validation/validateForm';
import type { ContactUpdate } from '../../application/consumer/ports/ConsumerGateway';
import type { ChangeEmail } from '../../application/consumer/usecases/ChangeEmail';
import type { AppError } from '../../application/shared/Result';
import { messageOf, messageWithDetail, serverFieldMessage, type Message } from '../messages/Message';
import { errorText, serverFieldError, translatedCode } from './failure';

/**
 * The change-of-address dialog of Verify Email (SPEC sections 5 and 8): the new address must differ
 * from the current one; a lost session says verify.emailUpdateError, other failures the form text
 * with the server's error. It stays open, with what was typed, until the change is accepted.
 */
export class ChangeEmailDialog {
  open = false;
  email = '';
  error: Message | null = null;
  failure: Message | null = null;
  changing = false;

  /**
   * @param currentEmail the address being verified.
   * @param changed told of an accepted change.
   */
  constructor(
    private readonly changeEmail: ChangeEmail,
    private readonly currentEmail: () => string,
    private readonly changed: (update: ContactUpdate) => void,
  ) {
    makeAutoObservable<ChangeEmailDialog, 'changeEmail' | 'currentEmail' | 'changed'>(this, {
      changeEmail: false,
      currentEmail: false,
      changed: false,
    });
  }

  show(): void {
    this.open = true;
    this.email = '';
    this.error = null;
    this.failure = null;
  }

  close(): void {
    this.open = false;
  }

  type(text: string): void {
    this.email = text;
    this.error = null;
    this.failure = null;
  }

  /** Sends the new address; the dialog stays open, with what was typed, until it is accepted. */
  async submit(): Promise<void> {
    if (this.changing) return;
    const form = ChangeEmailForm.from({ email: this.email }, this.currentEmail());
    const problem = validateForm(form).email;
    if (problem) {
      this.error = messageOf(problem);
      return;
    }
    this.changing = true;
    this.failure = null;
    const result = await this.changeEmail.execute(form.email);
    runInAction(() => {
      this.changing = false;
      if (result.ok) {
        this.open = false;
        this.changed(result.value);
      } else {
        this.refused(result.error);
      }
    });
  }

  private refused(error: AppError): void {
    if (error.kind === 'Unauthorized') {
      this.failure = messageOf('verify.emailUpdateError');
      return;
    }
    const fieldError = serverFieldError(error, 'email');
    if (fieldError) {
      this.error = serverFieldMessage(fieldError);
      return;
    }
    this.failure =
      translatedCode(error) ?? messageWithDetail('verification.changeEmail.formError', errorText(error));
  }
}
