import { makeAutoObservable, runInAction } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import {
  CODE_KEYS,
  codeDigits,
  codeProblem,
  formatCodeTyping,
  isCodeComplete,
} from '../../domain/consumer/code';
import { VerificationCodeForm } from '../../domain/consumer/forms/VerificationCodeForm';
import { validateField } from '../../domain/validation/validateForm';
import type { AppError } from '../../application/shared/Result';
import type { RequestOneTimeCode } from '../../application/session/usecases/RequestOneTimeCode';
import type { VerifyOneTimeCode } from '../../application/session/usecases/VerifyOneTimeCode';
import type { Message } from '../messages/Message';
import { failureMessage, fieldMessage } from './authMessages';

/** What the code modal tells the presenter that opened it. */
export interface CodeOutcomes {
  /** The code was right: the consumer is signed in (and the kept action, if any, replayed). */
  verified(consumer: Consumer): Promise<void>;
  /** The login behind the code ran out: the consumer must sign in again. */
  signInAgain(): void;
}

/**
 * The one-time-code modal that follows every login (SPEC sections 4 and 5): xx-xx-xx with dashes
 * put in while typing, sent by itself at the sixth digit. After 5 wrong codes the code is spent and
 * only a new code helps.
 */
export class OneTimeCodeModal {
  open = false;
  /** As shown in the box: 12-34-56. */
  code = '';
  private key: string | null = null;
  private failure: Message | null = null;
  /** Five wrong codes: only a new code helps. */
  spent = false;
  verifying = false;
  requesting = false;
  /** A new code was sent at the consumer's request. */
  newCodeSent = false;

  constructor(
    private readonly verifyOneTimeCode: VerifyOneTimeCode,
    private readonly requestOneTimeCode: RequestOneTimeCode,
    private readonly outcomes: CodeOutcomes,
  ) {
    makeAutoObservable<OneTimeCodeModal, 'verifyOneTimeCode' | 'requestOneTimeCode' | 'outcomes'>(this, {
      verifyOneTimeCode: false,
      requestOneTimeCode: false,
      outcomes: false,
    });
  }

  /** The message under the code box. */
  get message(): Message | null {
    return this.failure ?? fieldMessage(this.key);
  }

  show(): void {
    this.code = '';
    this.key = null;
    this.failure = null;
    this.spent = false;
    this.newCodeSent = false;
    this.open = true;
  }

  /** Leaves the code box; the sign-in is not finished, so the next protected call asks again. */
  close(): void {
    this.open = false;
  }

  type(text: string): void {
    if (this.verifying || this.spent) return;
    this.code = formatCodeTyping(text);
    this.failure = null;
    this.newCodeSent = false;
    // Letters are named at once; a short code only when it is sent.
    this.key = codeProblem(this.code) === CODE_KEYS.notNumeric ? CODE_KEYS.notNumeric : null;
    if (isCodeComplete(this.code)) void this.submit();
  }

  async submit(): Promise<void> {
    if (this.verifying || this.spent) return;
    this.failure = null;
    this.key = validateField(VerificationCodeForm.from({ code: this.code }), 'code');
    if (this.key) return;
    this.verifying = true;
    const result = await this.verifyOneTimeCode.execute(codeDigits(this.code));
    if (!result.ok) {
      runInAction(() => this.refused(result.error));
      return;
    }
    await this.outcomes.verified(result.value.consumer);
    runInAction(() => {
      this.verifying = false;
      this.open = false;
      this.code = '';
    });
  }

  async requestNewCode(): Promise<void> {
    if (this.requesting) return;
    this.requesting = true;
    const result = await this.requestOneTimeCode.execute();
    runInAction(() => {
      this.requesting = false;
      if (!result.ok) {
        if (result.error.kind === 'Unauthorized') this.signInAgain();
        else this.failure = failureMessage(result.error);
        return;
      }
      this.code = '';
      this.key = null;
      this.failure = null;
      this.spent = false;
      this.newCodeSent = true;
    });
  }

  private refused(error: AppError): void {
    this.verifying = false;
    this.code = '';
    if (error.kind === 'Unauthorized') {
      this.signInAgain();
      return;
    }
    this.spent = error.errorCode === 'otpSpent';
    this.failure = failureMessage(error);
  }

  private signInAgain(): void {
    this.open = false;
    this.outcomes.signInAgain();
  }
}
