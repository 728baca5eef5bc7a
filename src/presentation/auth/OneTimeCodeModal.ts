import { makeAutoObservable } from 'mobx';
import type { Consumer } from '../../domain/consumer/Consumer';
import type { RequestOneTimeCode } from '../../application/session/usecases/RequestOneTimeCode';
import type { CodeVerified, VerifyOneTimeCode } from '../../application/session/usecases/VerifyOneTimeCode';
import { Call } from '../calls/Call';
import { CodeEntry, ONE_TIME_CODE_WORDS } from '../widgets/CodeEntry';

interface CodeOutcomes {
  /** The consumer is signed in (and the kept action, if any, replayed). */
  verified(consumer: Consumer): Promise<void>;
  /** The login behind the code ran out. */
  signInAgain(): void;
  /** Closed: the sign-in is not finished, so the next protected call asks again. */
  dismissed(): void;
}

/** The one-time-code modal after every login (SPEC sections 4 and 5); after 5 wrong codes only a new code helps. */
export class OneTimeCodeModal {
  open = false;
  readonly entry = new CodeEntry();
  readonly verify = new Call<CodeVerified>(ONE_TIME_CODE_WORDS);
  readonly newCode = new Call<void>(ONE_TIME_CODE_WORDS);

  constructor(
    private readonly verifyOneTimeCode: VerifyOneTimeCode,
    private readonly requestOneTimeCode: RequestOneTimeCode,
    private readonly outcomes: CodeOutcomes,
  ) {
    makeAutoObservable<OneTimeCodeModal, 'outcomes'>(this, { outcomes: false });
  }

  show(): void {
    this.entry.reset();
    this.open = true;
  }

  close(): void {
    this.open = false;
    this.outcomes.dismissed();
  }

  type(text: string): void {
    if (this.verify.running || this.entry.spent) return;
    if (this.entry.type(text)) void this.submit();
  }

  /** Sends the code; a right one signs in, and the box closes once the sign-in has led on. */
  async submit(): Promise<void> {
    if (this.entry.spent) return;
    const digits = this.entry.digitsToSend();
    if (digits === null) return;
    const result = await this.verify.run(async () => {
      const verified = await this.verifyOneTimeCode.execute(digits);
      if (verified.ok) await this.outcomes.verified(verified.value.consumer);
      return verified;
    });
    if (result === null) return;
    if (result.ok) this.done();
    else if (this.verify.waitsForSignIn) this.signInAgain();
    else this.entry.refused(result.error);
  }

  async requestNewCode(): Promise<void> {
    const result = await this.newCode.run(() => this.requestOneTimeCode.execute());
    if (result === null) return;
    if (result.ok) this.entry.reset(true);
    else if (this.newCode.waitsForSignIn) this.signInAgain();
    else this.entry.showFailure(this.newCode.failure);
  }

  private done(): void {
    this.open = false;
    this.entry.reset();
  }

  private signInAgain(): void {
    this.entry.reset();
    this.open = false;
    this.outcomes.signInAgain();
  }
}
