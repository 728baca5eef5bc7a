import { makeAutoObservable } from 'mobx';
import type { AppError, Result } from '../../application/shared/Result';
import { Call, type CallOptions } from '../calls/Call';
import type { FailureWords } from '../calls/failureMessage';
import { messageOf, serverFieldMessage, type Message } from '../messages/Message';

export interface FormSubmissionOptions<F extends string, T> extends CallOptions<T> {
  /** The server's names for the form's fields (its invalidFields), each with the field it is shown on. */
  serverFields: Readonly<Record<string, F>>;
  /** The server's message key for a field, read against what was typed (the password's: see auth). */
  serverKey?(field: F, key: string): string;
}

/**
 * A form's submission (SPEC sections 5 and 8): a message per field, from the form's rules or the
 * server's refusal; and the call, whose failure shows above the form unless the fields explain it all.
 */
export class FormSubmission<F extends string, T = unknown> {
  errors: Partial<Record<F, Message>> = {};
  /** How many submissions ended with messages on fields (the view then focuses the first of them). */
  refusals = 0;
  readonly call: Call<T>;
  private explainedByFields = false;

  constructor(
    words: FailureWords,
    private readonly options: FormSubmissionOptions<F, T>,
  ) {
    this.call = new Call(words, options);
    makeAutoObservable<FormSubmission<F, T>, 'options'>(this, { options: false });
  }

  get running(): boolean {
    return this.call.running;
  }

  get waitsForSignIn(): boolean {
    return this.call.waitsForSignIn;
  }

  /** Why the form was refused, above it; null when its fields say it all. */
  get failure(): Message | null {
    return this.explainedByFields ? null : this.call.failure;
  }

  fieldMessage(field: F): Message | null {
    return this.errors[field] ?? null;
  }

  /** A field was edited: its message and the form's failure go. */
  edited(field: F): void {
    this.show(field, null);
    this.call.reset();
  }

  /** A fresh form (a dialog opening again); `failure` may say why. */
  clear(failure: Message | null = null): void {
    this.errors = {};
    this.explainedByFields = false;
    if (failure === null) this.call.reset();
    else this.call.refuse(failure);
  }

  /** A field checked alone (on leaving it): its rule's message key, or null. */
  checked(field: F, key: string | null): void {
    this.show(field, key === null ? null : messageOf(key));
  }

  /** Shows the rules' message keys on their fields, then sends the form unless one is refused. */
  async submit(
    problems: Partial<Record<F, string>>,
    send: () => Promise<Result<T>>,
  ): Promise<Result<T> | null> {
    if (this.call.running) return null;
    this.errors = {};
    for (const [field, key] of Object.entries(problems) as [F, string | undefined][])
      if (key !== undefined) this.show(field, messageOf(key));
    this.explainedByFields = false;
    this.call.reset();
    if (Object.keys(this.errors).length > 0) {
      this.refusals += 1;
      return null;
    }
    const result = await this.call.run(send);
    if (result !== null && !result.ok) this.refused(result.error);
    return result;
  }

  /** Takes a result that came another way: the replay of the form after sign-in. */
  settle(result: Result<T>): void {
    this.call.settle(result);
    if (!result.ok) this.refused(result.error);
  }

  private refused(error: AppError): void {
    const fields: Partial<Record<F, Message>> = {};
    let unmatched = 0;
    for (const invalid of error.invalidFields ?? []) {
      const field = this.options.serverFields[invalid.fieldName];
      const key = invalid.errors[0];
      if (key === undefined) continue;
      if (field === undefined) unmatched += 1;
      else fields[field] ??= serverFieldMessage(this.options.serverKey?.(field, key) ?? key);
    }
    this.errors = fields;
    this.explainedByFields = (error.invalidFields?.length ?? 0) > 0 && unmatched === 0;
    if (Object.keys(fields).length > 0) this.refusals += 1;
  }

  private show(field: F, message: Message | null): void {
    this.errors = { ...this.errors, [field]: message ?? undefined };
  }
}
