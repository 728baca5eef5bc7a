import { makeAutoObservable, runInAction } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { AppError } from '../../application/shared/Result';
import type { RequestOneTimeCode } from '../../application/session/usecases/RequestOneTimeCode';
import type { VerifyOneTimeCode } from '../../application/session/usecases/VerifyOneTimeCode';
import type { Message } from '../messages/Message';
import { failureMessage } from './authMessages';
import { CodeEntry } from '../widgets/CodeEntry';

/** What the code modal tells the presenter that opened it. */
export interface CodeOutcomes {
  /** The code was right: the consumer is signed in (and the kept action, if any, replayed). */
  verified(consumer: Consumer): Promise<void>;
  /** The login behind the code ran out: the consumer must sign in again. */
  signInAgain(): void;
}

/**
 * The one-time-code modal that follows every login (SPEC sections 4 and 5): the code box
 * (CodeEntry) sends itself at the sixth digit; after 5 wrong codes only a new code helps.
 */
export class OneTimeCodeModal {
  open = false;
  readonly entry = new CodeEntry();
  verifying = false;
  requesting = false;

  constructor(
    private readonly verifyOneTimeCode: VerifyOneTimeCode,
    private readonly requestOneTimeCode: RequestOneTimeCode,
    private readonly outcomes: CodeOutcomes,
  ) {
    makeAutoObservable<OneTimeCodeModal, 'verifyOneTimeCode' | 'requestOneTimeCode' | 'outcomes'>(this, {
      entry: false,
      verifyOneTimeCode: false,
      requestOneTimeCode: false,
      outcomes: false,
    });
  }

  /** As shown in the box: 12-34-56. */
  get code(): string {
    return this.entry.code;
  }

  /** The message under the code box. */
  get message(): Message | null {
    return this.entry.message;
  }

  /** Five wrong codes: only a new code helps. */
  get spent(): boolean {
    return this.entry.spent;
  }

  /** A new code was sent at the consumer's request. */
  get newCodeSent(): boolean {
    return this.entry.newCodeSent;
  }

  show(): void {
    this.entry.reset();
    this.open = true;
  }

  /** Leaves the code box; the sign-in is not finished, so the next protected call asks again. */
  close(): void {
    this.open = false;
  }

  type(text: string): void {
    if (this.verifying || this.spent) return;
    if (this.entry.type(text)) void this.submit();
  }

  async submit(): Promise<void> {
    if (this.verifying || this.spent) return;
    const digits = this.entry.digitsToSend();
    if (digits === null) return;
    this.verifying = true;
    const result = await this.verifyOneTimeCode.execute(digits);
    if (!result.ok) {
      runInAction(() => this.refused(result.error));
      return;
    }
    await this.outcomes.verified(result.value.consumer);
    runInAction(() => {
      this.verifying = false;
      this.open = false;
      this.entry.reset();
    });
  }

  async requestNewCode(): Promise<void> {
    if (this.requesting) return;
    this.requesting = true;
    const result = await this.requestOneTimeCode.execute();
    runInAction(() => {
      this.requesting = false;
      if (result.ok) this.entry.reset(true);
      else if (result.error.kind === 'Unauthorized') this.signInAgain();
      else this.entry.showFailure(failureMessage(result.error));
    });
  }

  private refused(error: AppError): void {
    this.verifying = false;
    if (error.kind === 'Unauthorized') {
      this.entry.reset();
      this.signInAgain();
      return;
    }
    this.entry.refuse(failureMessage(error), { kind: error.kind, spent: error.errorCode === 'otpSpent' });
  }

  private signInAgain(): void {
    this.open = false;
    this.outcomes.signInAgain();
  }
}
