import { makeAutoObservable } from 'mobx';
import type { AppError, Result } from '../../application/shared/Result';
import { validateForm } from '../../domain/validation/validateForm';
import { Call, type CallOptions } from '../calls/Call';
import type { FailureWords } from '../calls/failureMessage';
import { messageOf, serverFieldMessage, type Message } from '../messages/Message';

/** The names of a form's fields: its values' keys. */
export type FieldOf<V> = keyof V & string;

export interface FormOptions<V, Rules, T> extends CallOptions<T> {
  /** The domain form whose rules (validateForm) give a message key per failing field. */
  rules(values: V): Rules;
  /** The server's other names for the form's fields (its invalidFields), each with the field it is shown on. */
  serverFields?: Readonly<Record<string, FieldOf<V>>>;
  /** The server's message key for a field, read against what was typed (the password's: see auth). */
  serverKey?(field: FieldOf<V>, key: string, values: V): string;
  /** What a text field keeps of what was typed in it (a phone number, as SPEC section 5 says). */
  typed?(field: FieldOf<V>, text: string, values: V): string;
}

/**
 * A form (SPEC sections 5 and 8): what was typed, a message per field, from the domain form's rules
 * or the server's refusal; and the call, whose failure shows above the form unless the fields explain it all.
 */
export class FormModel<V extends object, Rules extends object = object, T = unknown> {
  errors: Partial<Record<FieldOf<V>, Message>> = {};
  /** How many submissions ended with messages on fields (the view then focuses the first of them). */
  refusals = 0;
  readonly call: Call<T>;
  private explainedByFields = false;

  constructor(
    words: FailureWords,
    public values: V,
    private readonly options: FormOptions<V, Rules, T>,
  ) {
    this.call = new Call(words, options);
    makeAutoObservable<FormModel<V, Rules, T>, 'options'>(this, { options: false });
  }

  get waitsForSignIn(): boolean {
    return this.call.waitsForSignIn;
  }

  /** Why the form was refused, above it; null when its fields say it all. */
  get failure(): Message | null {
    return this.explainedByFields ? null : this.call.failure;
  }

  fieldMessage(field: FieldOf<V>): Message | null {
    return this.errors[field] ?? null;
  }

  /** A field was edited: its message and the form's failure go. */
  set<K extends FieldOf<V>>(field: K, value: V[K]): void {
    const { typed } = this.options;
    // `typed` keeps a text as text: the field's type is the one it had.
    this.values[field] =
      typeof value === 'string' && typed ? (typed(field, value, this.values) as V[K]) : value;
    this.show(field, null);
    this.call.reset();
  }

  /** Leaving a field checks it alone. */
  blur(field: FieldOf<V>): void {
    const key = this.problems()[field];
    this.show(field, key === undefined ? null : messageOf(key));
  }

  /** A fresh form (a dialog opening again); `failure` may say why. */
  reset(values: V, failure: Message | null = null): void {
    this.values = values;
    this.errors = {};
    this.explainedByFields = false;
    if (failure === null) this.call.reset();
    else this.call.refuse(failure);
  }

  /** Shows the rules' messages on their fields, then sends the form unless one is refused. */
  async submit(send: (form: Rules) => Promise<Result<T>>): Promise<Result<T> | null> {
    if (this.call.running) return null;
    const form = this.options.rules(this.values);
    this.errors = {};
    for (const [field, key] of Object.entries(this.problems(form)) as [FieldOf<V>, string][])
      this.show(field, messageOf(key));
    this.explainedByFields = false;
    this.call.reset();
    if (Object.keys(this.errors).length > 0) {
      this.refusals += 1;
      return null;
    }
    const result = await this.call.run(() => send(form));
    if (result !== null && !result.ok) this.refused(result.error);
    return result;
  }

  /** Takes a result that came another way: the replay of the form after sign-in. */
  settle(result: Result<T>): void {
    this.call.settle(result);
    if (!result.ok) this.refused(result.error);
  }

  /** The rules' message keys for this form's fields (a domain form may check more than one screen shows). */
  private problems(form = this.options.rules(this.values)): Partial<Record<FieldOf<V>, string>> {
    const failing: Partial<Record<string, string>> = validateForm(form);
    const problems: Partial<Record<FieldOf<V>, string>> = {};
    for (const field of Object.keys(this.values) as FieldOf<V>[])
      if (failing[field] !== undefined) problems[field] = failing[field];
    return problems;
  }

  private refused(error: AppError): void {
    const fields: Partial<Record<FieldOf<V>, Message>> = {};
    let unmatched = 0;
    for (const invalid of error.invalidFields ?? []) {
      const own = (Object.keys(this.values) as FieldOf<V>[]).find((name) => name === invalid.fieldName);
      const field = own ?? this.options.serverFields?.[invalid.fieldName];
      const key = invalid.errors[0];
      if (key === undefined) continue;
      if (field === undefined) unmatched += 1;
      else fields[field] ??= serverFieldMessage(this.options.serverKey?.(field, key, this.values) ?? key);
    }
    this.errors = fields;
    this.explainedByFields = (error.invalidFields?.length ?? 0) > 0 && unmatched === 0;
    if (Object.keys(fields).length > 0) this.refusals += 1;
  }

  private show(field: FieldOf<V>, message: Message | null): void {
    this.errors = { ...this.errors, [field]: message ?? undefined };
  }
}
